/// The names a fence's info string gives a language, as GitHub (Linguist)
/// and the generators our users come from read them.
enum LanguageNames {
    /// Names that mean "no highlighting", said on purpose.
    static let plain: Set<String> = ["text", "txt", "plaintext", "plain", "none", "nohighlight", "no-highlight", "output", "log"]

    /// Shell sessions: prompts, commands and output.
    static let console: Set<String> = ["console", "shell-session", "shellsession", "sh-session", "bash-session", "terminal",
                                       "session", "shell-console", "zsh-session"]

    /// Math and diagrams have renderers of their own, not highlighting.
    static let elsewhere: Set<String> = ["math"]

    /// Diagrams GitHub draws and nothing here does: shown as their code.
    static let diagrams: Set<String> = ["mermaid"]

    /// Names GitHub highlights that no GtkSourceView definition covers: no
    /// near name is suggested for them (`hbs` is not `hs`).
    static let withoutDefinition: Set<String> = [
        "hbs", "handlebars", "mustache", "http", "asm", "assembly", "nasm", "gas", "regexp", "regex", "manpage", "man", "roff", "groff",
        "ebnf", "bnf", "graphql", "gql", "nginx", "apacheconf", "jq", "sed", "zig", "nim", "elixir", "ex", "exs", "clojure", "clj",
        "elm", "purescript", "wgsl", "hlsl", "svelte-ts", "astro", "mdx", "pug", "razor", "cshtml", "tsv", "csv-semicolon",
    ]

    /// Common names to GtkSourceView's language ids, where they differ.
    static let aliases: [String: String] = [
        "objective-c": "objc", "objectivec": "objc", "obj-c": "objc", "objective-c++": "objc", "mm": "objc",
        "c++": "cpp", "cxx": "cpp", "cc": "cpp", "hpp": "cpp", "hxx": "cpp", "h++": "cpp",
        "h": "chdr",
        "bash": "sh", "shell": "sh", "zsh": "sh", "ksh": "sh", "shellscript": "sh", "bourne": "sh", "dash": "sh", "posix": "sh",
        "javascript": "js", "mjs": "js", "cjs": "js", "node": "js", "ecmascript": "js",
        "ts": "typescript", "mts": "typescript", "cts": "typescript",
        "tsx": "typescript-jsx",
        "jsonc": "json", "json5": "json", "geojson": "json", "jsonl": "json", "webmanifest": "json",
        "yml": "yaml",
        "htm": "html", "xhtml": "html",
        "svg": "xml", "plist": "xml", "xsd": "xml", "rss": "xml", "atom": "xml", "xaml": "xml", "wsdl": "xml",
        "py": "python3", "python": "python3", "py3": "python3", "python2": "python", "py2": "python", "gyp": "python3",
        "golang": "go",
        "rs": "rust",
        "kt": "kotlin", "kts": "kotlin",
        "rb": "ruby", "gemfile": "ruby", "podfile": "ruby", "rake": "ruby", "jruby": "ruby",
        "mysql": "sql", "postgresql": "sql", "postgres": "sql", "psql": "sql", "plsql": "sql", "sqlite": "sql", "tsql": "sql",
        "patch": "diff", "udiff": "diff",
        "md": "markdown", "mdown": "markdown", "mkd": "markdown", "gfm": "markdown",
        "dockerfile": "docker", "containerfile": "docker",
        "make": "makefile", "mk": "makefile", "mak": "makefile", "bsdmake": "makefile", "gnumakefile": "makefile",
        "cfg": "ini", "dosini": "ini", "editorconfig": "ini", "gitconfig": "ini", "properties": "ini",
        "cs": "c-sharp", "c#": "c-sharp", "csharp": "c-sharp", "fs": "fsharp", "f#": "fsharp",
        "pl": "perl", "pm": "perl", "hs": "haskell", "ml": "ocaml", "erl": "erlang",
        "ps1": "powershell", "pwsh": "powershell", "psm1": "powershell",
        "bat": "dosbatch", "cmd": "dosbatch", "batch": "dosbatch",
        "tex": "latex", "proto": "proto", "protobuf": "proto", "tf": "terraform", "hcl": "terraform", "vb": "vbnet",
        "lisp": "commonlisp", "scm": "scheme", "jl": "julia", "r": "r", "asciidoc": "asciidoc", "adoc": "asciidoc",
        "restructuredtext": "rst", "rest": "rst", "less": "less", "sass": "scss", "vue": "html", "svelte": "html",
        // VitePress's names for Vue templates and script.
        "vue-html": "html", "js-vue": "js",
        // Linguist's Jinja names: GtkSourceView's Django template language.
        "django": "dtl", "htmldjango": "dtl", "html+django": "dtl", "jinja": "dtl", "jinja2": "dtl", "html+jinja": "dtl",
        "gradle": "gradle", "groovy": "groovy", "meson": "meson", "cmake": "cmake", "lua": "lua", "php": "php",
        "scala": "scala", "dart": "dart", "d": "d", "vala": "vala", "fish": "fish", "awk": "awk", "tcl": "tcl",
    ]

    /// The language name of a fence's info string: its first word,
    /// lowercased, without mdBook's attributes (`rust,ignore`), a
    /// Pandoc-style `{.python}` or attributes after it (`js {1,3}`,
    /// `swift title="x"`).
    static func name(fromInfo info: String) -> String {
        // Bytes: every separator is ASCII (a Character walk was most of
        // the time a block's name took).
        let bytes = info.utf8
        var start = bytes.startIndex
        func skip(_ skipped: (UInt8) -> Bool) {
            while start != bytes.endIndex, skipped(bytes[start]) { start = bytes.index(after: start) }
        }
        skip { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if start != bytes.endIndex, bytes[start] == UInt8(ascii: "{") {
            start = bytes.index(after: start)
            skip { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: " ") }
        }
        var end = start
        while end != bytes.endIndex, !" \t,{}=:".utf8.contains(bytes[end]) { end = bytes.index(after: end) }
        let word = Substring(info.utf8[start..<end])
        return word.utf8.allSatisfy { $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ? String(word) : word.lowercased()
    }
}
