// Stand-in for androidx.compose.ui.unit: TextUnit and the sp extensions.
package androidx.compose.ui.unit

class TextUnit(val value: Double) {
    override fun toString(): String = "$value.sp"
}

val Int.sp: TextUnit get() = TextUnit(this.toDouble())
val Double.sp: TextUnit get() = TextUnit(this)
