// Stand-in for androidx.compose.material3's ColorScheme builders, with Material 3's
// parameter names (a subset: the real functions have more, all with defaults).
package androidx.compose.material3

import androidx.compose.ui.graphics.Color

private val unset = Color(0)

class ColorScheme(
    val primary: Color, val onPrimary: Color, val primaryContainer: Color, val onPrimaryContainer: Color,
    val inversePrimary: Color, val secondary: Color, val onSecondary: Color, val secondaryContainer: Color,
    val onSecondaryContainer: Color, val tertiary: Color, val onTertiary: Color, val tertiaryContainer: Color,
    val onTertiaryContainer: Color, val background: Color, val onBackground: Color, val surface: Color,
    val onSurface: Color, val surfaceVariant: Color, val onSurfaceVariant: Color, val surfaceTint: Color,
    val inverseSurface: Color, val inverseOnSurface: Color, val error: Color, val onError: Color,
    val errorContainer: Color, val onErrorContainer: Color, val outline: Color, val outlineVariant: Color,
    val scrim: Color
)

fun lightColorScheme(
    primary: Color = unset, onPrimary: Color = unset, primaryContainer: Color = unset, onPrimaryContainer: Color = unset,
    inversePrimary: Color = unset, secondary: Color = unset, onSecondary: Color = unset, secondaryContainer: Color = unset,
    onSecondaryContainer: Color = unset, tertiary: Color = unset, onTertiary: Color = unset, tertiaryContainer: Color = unset,
    onTertiaryContainer: Color = unset, background: Color = unset, onBackground: Color = unset, surface: Color = unset,
    onSurface: Color = unset, surfaceVariant: Color = unset, onSurfaceVariant: Color = unset, surfaceTint: Color = primary,
    inverseSurface: Color = unset, inverseOnSurface: Color = unset, error: Color = unset, onError: Color = unset,
    errorContainer: Color = unset, onErrorContainer: Color = unset, outline: Color = unset, outlineVariant: Color = unset,
    scrim: Color = unset
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary,
    onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer,
    background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface,
    inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim)

fun darkColorScheme(
    primary: Color = unset, onPrimary: Color = unset, primaryContainer: Color = unset, onPrimaryContainer: Color = unset,
    inversePrimary: Color = unset, secondary: Color = unset, onSecondary: Color = unset, secondaryContainer: Color = unset,
    onSecondaryContainer: Color = unset, tertiary: Color = unset, onTertiary: Color = unset, tertiaryContainer: Color = unset,
    onTertiaryContainer: Color = unset, background: Color = unset, onBackground: Color = unset, surface: Color = unset,
    onSurface: Color = unset, surfaceVariant: Color = unset, onSurfaceVariant: Color = unset, surfaceTint: Color = primary,
    inverseSurface: Color = unset, inverseOnSurface: Color = unset, error: Color = unset, onError: Color = unset,
    errorContainer: Color = unset, onErrorContainer: Color = unset, outline: Color = unset, outlineVariant: Color = unset,
    scrim: Color = unset
): ColorScheme = lightColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary,
    onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer,
    background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface,
    inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim)
