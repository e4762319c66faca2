// Stand-in for androidx.compose.ui.text.font: FontWeight and FontFamily constants.
package androidx.compose.ui.text.font

class FontWeight(val weight: Int) {
    companion object {
        val Normal = FontWeight(400)
        val Medium = FontWeight(500)
        val SemiBold = FontWeight(600)
        val Bold = FontWeight(700)
    }
}

class FontFamily private constructor(val name: String) {
    override fun toString(): String = name

    companion object {
        val Default = FontFamily("Default")
        val Monospace = FontFamily("Monospace")
        val SansSerif = FontFamily("SansSerif")
        val Serif = FontFamily("Serif")
        val Cursive = FontFamily("Cursive")
    }
}
