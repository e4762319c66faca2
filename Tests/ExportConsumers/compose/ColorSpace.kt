// Stand-in for androidx.compose.ui.graphics.colorspace: the spaces the compose export
// writes, with Compose's names and component ranges.
package androidx.compose.ui.graphics.colorspace

class ColorSpace(val name: String, private val min: FloatArray, private val max: FloatArray) {
    fun getMinValue(component: Int): Float = min[component]
    fun getMaxValue(component: Int): Float = max[component]
}

private fun rgb(name: String) = ColorSpace(name, floatArrayOf(0f, 0f, 0f), floatArrayOf(1f, 1f, 1f))

object ColorSpaces {
    val Srgb = rgb("sRGB IEC61966-2.1")
    val LinearSrgb = rgb("sRGB IEC61966-2.1 (Linear)")
    val DisplayP3 = rgb("Display P3")
    val Bt2020 = rgb("Rec. ITU-R BT.2020-1")
    val AdobeRgb = rgb("Adobe RGB (1998)")
    val ProPhotoRgb = rgb("ROMM RGB ISO 22028-2:2013")
    val CieLab = ColorSpace("Generic L*a*b*", floatArrayOf(0f, -128f, -128f), floatArrayOf(100f, 128f, 128f))
    val CieXyz = ColorSpace("Generic XYZ", floatArrayOf(-2f, -2f, -2f), floatArrayOf(2f, 2f, 2f))
    val Oklab = ColorSpace("Oklab", floatArrayOf(0f, -0.5f, -0.5f), floatArrayOf(1f, 0.5f, 0.5f))
}
