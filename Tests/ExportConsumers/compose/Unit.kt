// Stand-in for androidx.compose.ui.unit: TextUnit, Dp and their sp, em and dp extensions.
package androidx.compose.ui.unit

class TextUnit(val value: Double) {
    override fun toString(): String = "$value.sp"
}

val Int.sp: TextUnit get() = TextUnit(this.toDouble())
val Double.sp: TextUnit get() = TextUnit(this)

val Double.em: TextUnit get() = TextUnit(this)
val Int.em: TextUnit get() = TextUnit(this.toDouble())
operator fun TextUnit.unaryMinus(): TextUnit = TextUnit(-value)

class Dp(val value: Double) {
    operator fun unaryMinus(): Dp = Dp(-value)
    override fun toString(): String = "$value.dp"
}

val Int.dp: Dp get() = Dp(this.toDouble())
val Double.dp: Dp get() = Dp(this)
