// Stand-in for androidx.compose.ui.graphics: only what the compose export uses.
package androidx.compose.ui.graphics

class Color(val value: Long) {
    override fun toString(): String = "Color(0x" + java.lang.Long.toHexString(value).toUpperCase().padStart(8, '0') + ")"
}
