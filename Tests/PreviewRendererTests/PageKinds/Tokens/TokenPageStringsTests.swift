@testable import Basics
import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing

/// The token pages, the header's links and the theme list speak the site's
/// language: their words come from `ChromeStrings`, so a site's
/// `strings:` replaces every one of them.
struct TokenPageStringsTests {
    static let french = """
        title: Essai
        language: fr
        strings:
          fr:
            navGallery: Galerie
            navMatrix: Matrice
            navContrast: Contraste
            navLab: Labo
            navDocs: Documentation
            navTokens: Jetons
            menu: Sommaire
            systemTokens: Jetons de {system}
            tokenCountOne: 1 jeton
            tokenCount: "{count} jetons"
            combinationCount: "{count} combinaisons"
            tokensIntro: "{tokens}, résolus dans {combinations} de ses axes."
            tokenGroupIntro: "{tokens} de {system}, chacun avec sa valeur selon chaque axe."
            tokensDescription: Les jetons de {system}, dans ses {combinations}.
            axes: Axes de variation
            lightDarkAxis: clair/sombre
            axesIntro: "{system} définit {combinations} de ces valeurs."
            axisDefault: "par défaut :"
            tokenGroups: Groupes de jetons
            deprecated: obsolète
            deprecatedNote: "Obsolète : {note}"
            aliasOf: Alias de
            contrastOn: "{ratio} sur {surface} ({level})"
            changed: modifié
            changedTitle: diffère de la valeur par défaut
            notDefined: non défini

        """

    func build(_ config: String) throws -> InMemoryFileSystem {
        var files = DesignSystemFixture.files
        files["site/config.yaml"] = config
        files["site/docs/a.md"] = "# A\n"
        let fileSystem = InMemoryFileSystem(files: files)
        _ = try FullBuilder(fileSystem: fileSystem, generator: "t").build(siteDirectory: "site", output: "out")
        return fileSystem
    }

    func text(_ path: String, in fileSystem: InMemoryFileSystem) throws -> String {
        String(decoding: try fileSystem.contents(of: path), as: UTF8.self)
    }

    @Test func aFrenchSitesTokenPagesAndHeaderHaveNoEnglishLeft() throws {
        let built = try build(Self.french)
        let index = try text("out/tokens/index.html", in: built)
        #expect(index.contains("<title>Jetons de Acme · Essai</title>"))
        #expect(index.contains(#"<meta name="description" content="Les jetons de Acme, dans ses 6 combinaisons.">"#))
        #expect(index.contains("<h1>Jetons de Acme</h1>\n<p>13 jetons, résolus dans 6 combinaisons de ses axes.</p>"))
        #expect(index.contains(#"<h2 id="axes-heading">Axes de variation</h2>"# + "\n<p>Acme définit 6 combinaisons de ces valeurs.</p>"))
        #expect(index.contains(#"<dt>mode <span class="tp-token-tag">clair/sombre</span></dt>"#))
        #expect(index.contains(#"<span class="tp-note">par défaut : <strong>light</strong></span>"#))
        #expect(index.contains(#"<nav class="tp-token-groups" aria-label="Groupes de jetons">"#))
        // The header's links, on a token page and on a doc page.
        let links = """
            <li><a href="../index.html">Galerie</a></li>
            <li><a href="../matrix.html">Matrice</a></li>
            <li><a href="../contrast.html">Contraste</a></li>
            <li><a href="../lab.html">Labo</a></li>

            """
        #expect(index.contains(links + """
            <li><a href="../docs/index.html">Documentation</a></li>
            <li><a href="../tokens/index.html" aria-current="page">Jetons</a></li>
            """), "\(index)")

        let color = try text("out/tokens/color.html", in: built)
        #expect(color.contains(#"<p class="tp-token-crumb"><a href="index.html">Jetons de Acme</a></p>"#))
        #expect(color.contains(#"<code>#1a73e8</code> <span class="tp-pass">4.5:1 sur <code>color.background.surface.default</code> (AA)</span></p>"#))
        #expect(color.contains(#"<p class="tp-token-references">Alias de <span class="tp-token-hop">"#))
        #expect(color.contains(#"nova <span class="tp-token-mark" title="diffère de la valeur par défaut">modifié</span></span>"#))
        #expect(color.contains(#"<span class="tp-token-tag tp-token-deprecated-tag">obsolète</span>"#))
        #expect(color.contains(#"<p class="tp-token-deprecation">Obsolète : Use color.text.default.</p>"#))

        // A doc's header and drawer: the same links, in French.
        let doc = try text("out/docs/a.html", in: built)
        #expect(doc.contains(#"</svg>Sommaire</button>"#))
        #expect(doc.contains(links + """
            <li><a href="../docs/index.html" aria-current="page">Documentation</a></li>
            <li><a href="../tokens/index.html">Jetons</a></li>
            """), "\(doc)")
        for english in [">Gallery<", ">Matrix<", ">Contrast<", ">Lab<", ">Docs<", ">Tokens<", ">Menu<"] {
            #expect(!index.contains(english) && !doc.contains(english),
                    "\(english) left in English: \(doc.components(separatedBy: english).first?.suffix(300) ?? "")")
        }

    }
}
