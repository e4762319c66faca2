// Stand-in for androidx.compose.animation.core: CubicBezierEasing.
package androidx.compose.animation.core

class CubicBezierEasing(val a: Float, val b: Float, val c: Float, val d: Float) {
    override fun toString(): String = "CubicBezierEasing($a, $b, $c, $d)"
}
