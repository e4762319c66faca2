/// A small design system named its own way (not like VaultMail's tokens):
/// a `brand` axis (acme, nova) and a `mode` axis (light, dark, wireframe),
/// with aliases, a typography, a shadow and a deprecated token.
public enum DesignSystemFixture {
    public static let resolver = ##"""
        {"name": "Acme", "version": "2025.10",
         "sets": {"core": {"sources": [{"$ref": "core.tokens.json"}]}},
         "modifiers": {
           "brand": {"contexts": {"acme": [{"$ref": "acme.tokens.json"}], "nova": [{"$ref": "nova.tokens.json"}]}, "default": "acme"},
           "mode": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}], "wireframe": [{"$ref": "wireframe.tokens.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/core"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/mode"}]}
        """##

    public static let core = ##"""
        {"palette": {"$type": "color", "blue": {"$value": "#1a73e8"}, "violet": {"$value": "#7b3fe4"},
                     "white": {"$value": "#ffffff"}, "ink": {"$value": "#202124"}, "night": {"$value": "#121212"}},
         "space": {"$type": "dimension", "md": {"$value": {"value": 16, "unit": "px"}}},
         "font": {"sans": {"$type": "fontFamily", "$value": ["Inter \"Display\"", "sans-serif"]}},
         "typography": {"body": {"$type": "typography", "$description": "Body <text> & more",
                                 "$value": {"fontFamily": "{font.sans}", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5}}},
         "elevation": {"raised": {"$type": "shadow", "$value": {"color": "#00000033", "offsetX": {"value": 0, "unit": "px"},
                       "offsetY": {"value": 4, "unit": "px"}, "blur": {"value": 12, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
        """##

    public static func brand(_ color: String) -> String {
        ##"{"brand": {"$type": "color", "primary": {"$value": "{palette.\##(color)}"}}}"##
    }

    public static func mode(surface: String, brand: String, legacy: String) -> String {
        ##"""
        {"color": {"$type": "color",
           "background": {"surface": {"default": {"$value": "{palette.\##(surface)}"}},
                          "brand": {"default": {"$value": "{\##(brand)}", "$description": "Filled buttons."}}},
           "text": {"legacy": {"$value": "{palette.\##(legacy)}", "$deprecated": "Use color.text.default."}}}}
        """##
    }

    /// The files under `site/tokens/`.
    public static var files: [String: String] {
        [
            "site/tokens/acme.resolver.json": resolver,
            "site/tokens/core.tokens.json": core,
            "site/tokens/acme.tokens.json": brand("blue"),
            "site/tokens/nova.tokens.json": brand("violet"),
            "site/tokens/light.tokens.json": mode(surface: "white", brand: "brand.primary", legacy: "ink"),
            "site/tokens/dark.tokens.json": mode(surface: "night", brand: "brand.primary", legacy: "white"),
            "site/tokens/wireframe.tokens.json": mode(surface: "white", brand: "palette.ink", legacy: "ink"),
        ]
    }
}
