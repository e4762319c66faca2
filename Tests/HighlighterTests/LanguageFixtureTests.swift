@testable import Highlighter
import Testing

/// The spans a block gets, as `class:text` in order (text unescaped).
func tokens(_ code: String, _ info: String, catalog: LanguageCatalog = sharedCatalog) -> [String] {
    let result = Highlighter(catalog: catalog).highlight(code, info: info)
    guard let html = result.html else { return [] }
    return spans(in: String(decoding: html, as: UTF8.self))
}

func spans(in html: String) -> [String] {
    var result: [String] = []
    var rest = html[...]
    let open = "<hl-"
    while let start = rest.range(of: open) {
        rest = rest[start.upperBound...]
        guard let end = rest.firstIndex(of: ">") else { break }
        let role = rest[..<end]
        rest = rest[rest.index(after: end)...]
        let text = rest.prefix { $0 != "<" }
        if !text.isEmpty {
            let unescaped = text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
            result.append("\(role):\(unescaped)")
        }
    }
    return result
}

let sharedCatalog = LanguageCatalog()

/// Each language the issue names, on a fixture with keywords, strings with
/// escapes (and interpolation where the language has it), comments
/// (spanning lines where it has them) and numbers.
@Suite struct LanguageFixtureTests {
    @Test func swift() {
        #expect(tokens("/* block\n   comment */ let s = \"a\\n\\(x)\" // c\nfunc f() -> Int { return 0x1F }\n", "swift") == [
            "c:/* block", "c:   comment */", "k:let", "o:=", "s:\"a", "e:\\n", "v:\\(x)", "s:\"", "c:// c", "k:func", "o:->", "t:Int",
            "k:return", "n:0x1F",
        ])
    }

    @Test func objectiveC() {
        let expected = ["p:#import ", "s:<Foundation/Foundation.h>", "k:@interface", "c:// c", "k:@end", "s:@\"hi", "e:\\n", "s:\""]
        let code = "#import <Foundation/Foundation.h>\n@interface A : NSObject // c\n@end\nNSString *s = @\"hi\\n\";\n"
        #expect(tokens(code, "objc") == expected)
        #expect(tokens(code, "objective-c") == expected)
    }

    @Test func c() {
        #expect(tokens("#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 42); /* c */ return 0; }\n", "c") == [
            "p:#include ", "s:<stdio.h>", "t:int", "t:void", "s:\"", "e:%d\\n", "s:\"", "n:42", "c:/* c */", "k:return", "n:0",
        ])
    }

    @Test func cPlusPlus() {
        let code = "template <typename T> class V { public: static const int n = 3; }; // c\nstd::string s = \"x\\t\";\n"
        // Blanks between two runs of one role are inside one element: `static const`.
        let expected = ["k:template", "k:typename", "k:class", "k:public", "k:static const", "t:int", "n:3", "c:// c",
                        "s:\"x", "e:\\t", "s:\""]
        #expect(tokens(code, "c++") == expected)
        #expect(tokens(code, "cpp") == expected)
    }

    @Test func shell() {
        let code = "# comment\nfor f in *.md; do echo \"$f ${HOME}\" 'lit'; done\n"
        let expected = ["c:# comment", "k:for", "t:f", "k:in", "k:; do echo", "s:\"", "v:$f", "s: ", "v:${HOME}", "s:\" 'lit'", "k:; done"]
        for name in ["bash", "sh", "zsh", "shell"] { #expect(tokens(code, name) == expected, "\(name)") }
    }

    @Test func json() {
        #expect(tokens("{\"a\": \"b\\\"c\", \"n\": 1.5e3, \"t\": true, \"z\": null}\n", "json") == [
            // Keys are json.lang's keyname (a constant): its ref to the
            // string context names that style instead of the string's.
            "n:\"a\":", "s:\"b", "e:\\\"", "s:c\"", "n:\"n\": 1.5e3", "n:\"t\": true", "n:\"z\": null",
        ])
    }

    @Test func yaml() {
        let code = "key: value # c\nlist:\n  - \"quoted\\n\"\n  - 12\n"
        let expected = ["k:key", "s:value", "c:# c", "k:list", "s:\"quoted", "e:\\n", "s:\"", "n:12"]
        #expect(tokens(code, "yaml") == expected)
        #expect(tokens(code, "yml") == expected)
    }

    @Test func ini() {
        #expect(tokens("[section]\nkey = value ; c\n", "ini") == ["k:[section]", "v:key", "c:; c"])
    }

    @Test func python() {
        let code = "def f(x: int) -> str:  # c\n    return f\"v {x}\\n\" if x else None\n"
        let expected = ["k:def", "f:f", "b:int", "b:str", "c:# c", "k:return", "s:f\"v ", "e:{", "e:}\\n", "s:\"", "k:if", "k:else", "n:None"]
        #expect(tokens(code, "python") == expected)
        #expect(tokens(code, "py") == expected)
    }

    @Test func go() {
        #expect(tokens("package main\nfunc main() { fmt.Println(\"hi\\n\", 42) } // c\n", "go") == [
            "p:package", "k:func", "s:\"hi", "e:\\n", "s:\"", "n:42", "c:// c",
        ])
    }

    @Test func rust() {
        let code = "fn main() { let s: &str = \"a\\n\"; println!(\"{}\", s); } // c\n"
        let expected = ["k:fn", "k:let", "t:str", "s:\"a", "e:\\n", "s:\"", "p:println!", "s:\"{}\"", "c:// c"]
        #expect(tokens(code, "rust") == expected)
        // mdBook's attributes after the name.
        #expect(tokens(code, "rust,ignore") == expected)
        #expect(tokens(code, "rs") == expected)
    }

    @Test func java() {
        #expect(tokens("@Override public static void main(String[] a) { int n = 0x10; } // c\n", "java") == [
            "t:public", "k:static", "t:void", "t:int", "n:0x10", "c:// c",
        ])
    }

    @Test func kotlin() {
        let code = "fun main() { val s = \"a $x ${y}\"; println(s) } // c\n"
        let expected = ["k:fun", "o:()", "k:val", "o:=", "s:\"a ", "v:$x", "s: ", "v:${y}", "s:\"", "o:;", "o:(", "o:)", "c:// c"]
        #expect(tokens(code, "kotlin") == expected)
        #expect(tokens(code, "kt") == expected)
    }

    @Test func ruby() {
        let code = "def f(x) = \"a #{x}\\n\" # c\nputs :sym, nil\n"
        let expected = ["k:def", "s:\"a #{x}", "e:\\n", "s:\"", "c:# c", "s::sym", "n:nil"]
        #expect(tokens(code, "ruby") == expected)
        #expect(tokens(code, "rb") == expected)
    }

    @Test func sql() {
        #expect(tokens("SELECT a, COUNT(*) FROM t WHERE b = 'x''y' -- c\n", "sql") == [
            "k:SELECT", "f:COUNT", "k:FROM", "k:WHERE", "s:'x''y'", "c:-- c",
        ])
    }

    @Test func markdownWithFencedCode() {
        #expect(tokens("# Heading\n*em* **strong** `code`\n", "markdown") == ["h:# Heading", "em:*em*", "st:**strong**", "s:`code`"])
        #expect(tokens("# Heading\n", "md") == ["h:# Heading"])
    }

    @Test func dockerfile() {
        let expected = ["k:FROM", "v:debian:12", "k:RUN", "c:# c"]
        #expect(tokens("FROM debian:12\nRUN apt-get update # c\n", "dockerfile") == expected)
        #expect(tokens("FROM debian:12\nRUN apt-get update # c\n", "docker") == expected)
    }

    @Test func makefile() {
        #expect(tokens("all: build # c\n\t$(CC) -o $@ $<\n", "makefile") == ["f:all", "k:$(", "p:CC", "k:)", "v:$@", "k:<"])
    }

    @Test func htmlWithScriptAndStyle() {
        let code = "<!-- c -->\n<p class=\"x\">Hi &amp; bye</p>\n<script>var a = \"s\"; // c\n</script>\n<style>p { color: red; }</style>\n"
        #expect(tokens(code, "html") == [
            "c:<!-- c -->", "g:<p", "a:class=", "s:\"x\"", "g:>", "p:&amp;", "g:</p>", "g:<script>", "k:var", "s:\"s\"", "c:// c",
            "g:</script>", "g:<style>", "t:p", "v:color", "n:red", "g:</style>",
        ])
    }

    @Test func xml() {
        #expect(tokens("<?xml version=\"1.0\"?>\n<root attr=\"v\"><!-- c --><![CDATA[raw]]></root>\n", "xml") == [
            "p:<?xml", "a:version=", "s:\"1.0\"", "p:?>", "g:<root ", "a:attr=", "s:\"v\"", "g:>", "c:<!-- c -->", "p:<![CDATA[",
            "p:]]>", "g:</root>",
        ])
    }

    @Test func css() {
        #expect(tokens("/* c */ .a > #b:hover { color: #fff; margin: 0 1px !important; }\n", "css") == [
            "c:/* c */", "v:.a", "k:#b", "f::hover", "v:color", "n:#fff", "v:margin", "n:0 1px", "k:!important",
        ])
    }

    @Test func scss() {
        #expect(tokens("$c: #333; // c\n.a { &:hover { color: $c; } @include m(1px); }\n", "scss") == [
            "v:$c", "n:#333", "c:// c", "v:.a", "f::hover", "v:color", "v:$c", "p:@include", "k:m(", "n:1px", "k:)",
        ])
    }

    @Test func javascriptFamilyNames() {
        // The JavaScript family's names resolve (its finer highlighting is
        // asserted in EngineSemanticsTests).
        for name in ["js", "javascript", "ts", "typescript", "jsx", "tsx"] {
            #expect(tokens("const a = 1; // c\n", name).contains("k:const"), "\(name)")
        }
    }
}
