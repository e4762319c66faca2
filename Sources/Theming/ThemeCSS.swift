// A theme's CSS lives in ThemeCSS (so the theme lab's engine compiles it
// too); every user of Theming keeps seeing it through this module.
@_exported import ThemeCSS
