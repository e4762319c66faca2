// Stand-in for androidx.compose.ui.graphics: only what the compose export uses.
package androidx.compose.ui.graphics

import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

class Color(val value: Long, private val text: String? = null) {
    override fun toString(): String = text ?: ("Color(0x" + java.lang.Long.toHexString(value).toUpperCase().padStart(8, '0') + ")")
}

/** As Compose's: a color in `colorSpace`, its components checked against the space's range; printed as Compose prints it. */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1f, colorSpace: ColorSpace = ColorSpaces.Srgb): Color {
    val components = floatArrayOf(red, green, blue)
    for (index in 0..2) {
        require(components[index] >= colorSpace.getMinValue(index) && components[index] <= colorSpace.getMaxValue(index)) {
            "component $index = ${components[index]} outside the range of ${colorSpace.name}"
        }
    }
    require(alpha in 0f..1f) { "alpha = $alpha outside 0..1" }
    return Color(0L, "Color($red, $green, $blue, $alpha, ${colorSpace.name})")
}
