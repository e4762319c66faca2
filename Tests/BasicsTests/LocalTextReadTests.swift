@testable import Basics
import Foundation
@testable import PreviewRenderer
import TestSupport
import Testing

/// `LocalFileSystem.plainText`, which reads a text file straight into a
/// string, on real files: it answers only for bytes `TextInput` keeps as
/// they are, and then exactly what `TextInput` gives; for anything else
/// the site loader's reading (and its message) is what it was.
struct LocalTextReadTests {
    let disk = LocalFileSystem()

    static let plain: [(name: String, bytes: [UInt8])] = [
        ("ascii", Array("# Title\n\nText.\n".utf8)),
        ("utf8", Array("Größe “quoted” — 日本語 👩‍👩‍👧 e\u{301}\n".utf8)),
        ("empty", []),
        ("no final line break", Array("last".utf8)),
        ("a BOM later on", Array("a \u{FEFF} b".utf8)),
        ("control bytes", [0x61, 0x01, 0x1F, 0x7F, 0x0A]),
    ]

    static let other: [(name: String, bytes: [UInt8])] = [
        ("CRLF", Array("a\r\nb\r\n".utf8)),
        ("lone CR", Array("a\rb".utf8)),
        ("BOM", [0xEF, 0xBB, 0xBF] + Array("text".utf8)),
        ("NUL", [0x61, 0x00, 0x62]),
        ("not UTF-8", [0x61, 0xFF, 0x62]),
        ("cut sequence", [0x61, 0xE6, 0x97]),
        // Repaired to one U+FFFD of as many bytes: only the scan for it sees it.
        ("cut four-byte sequence", [0x61, 0xF0, 0x9F, 0x98, 0x62]),
        ("overlong", [0xC0, 0xAF]),
        ("surrogate", [0xED, 0xA0, 0x80]),
        ("UTF-16", [0xFF, 0xFE, 0x61, 0x00]),
        ("U+FFFD in the file", Array("a \u{FFFD} b".utf8)),
    ]

    @Test func plainFilesAreReadAsTextInputDecodesThem() throws {
        let root = try temporaryFolder("text")
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (name, bytes) in Self.plain {
            let path = joinPath(root, name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let text = disk.plainText(of: path, maximumBytes: TextInput.maximumBytes)
            #expect(text != nil, "\(name)")
            #expect(text == (try? TextInput.decode(Data(bytes), file: path)), "\(name)")
            #expect(Array((text ?? "").utf8) == bytes, "\(name)")
        }
    }

    /// Everything `TextInput` changes or refuses, the files too large and
    /// what is not a regular file: nil, and the loader reads them as
    /// before, with the same text or the same located message.
    @Test func everyOtherFileIsLeftToTextInput() throws {
        let root = try temporaryFolder("text")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loader = Loader(fileSystem: disk)
        for (name, bytes) in Self.other {
            let path = joinPath(root, name)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(disk.plainText(of: path, maximumBytes: TextInput.maximumBytes) == nil, "\(name)")
            let expected = Result { () throws(Diagnostic) -> String in try TextInput.decode(Data(bytes), file: path) }
            let read = Result { () throws(Diagnostic) -> String in try loader.readText(path) }
            switch (expected, read) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(name)")
            case (.failure(let a), .failure(let b)): #expect(a.description == b.description, "\(name)")
            default: Issue.record("\(name): \(expected) against \(read)")
            }
        }
        let big = joinPath(root, "big.md")
        try Data(repeating: 0x61, count: 100).write(to: URL(fileURLWithPath: big))
        #expect(disk.plainText(of: big, maximumBytes: 99) == nil)
        #expect(disk.plainText(of: big, maximumBytes: 100) == String(repeating: "a", count: 100))
        #expect(disk.plainText(of: root, maximumBytes: 100) == nil)
        #expect(disk.plainText(of: joinPath(root, "missing"), maximumBytes: 100) == nil)
    }

    /// Larger than a read's usual size, in case a read returns less.
    @Test func aLargeFileIsReadWhole() throws {
        let root = try temporaryFolder("text")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = String(repeating: "line with é and 語 \n", count: 60_000)
        let path = joinPath(root, "large.md")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(disk.plainText(of: path, maximumBytes: TextInput.maximumBytes) == text)
    }
}
