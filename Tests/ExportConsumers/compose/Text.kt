// Stand-in for androidx.compose.ui.text.TextStyle: the parameters the compose export sets.
package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

class TextStyle(
    val fontSize: TextUnit? = null,
    val fontWeight: FontWeight? = null,
    val fontFamily: FontFamily? = null,
    val lineHeight: TextUnit? = null,
    val letterSpacing: TextUnit? = null
)
