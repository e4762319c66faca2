import Foundation
import Testing

/// On Linux the binary carries cmark, gumbo and PCRE2 (linked from Debian's
/// static libraries): three fewer shared libraries to find and bind on every
/// command. A pkg-config setting that applied on Linux would bring them back.
struct StaticLibrariesTests {
    @Test func theBinaryLoadsNoSharedCmarkGumboOrPCRE2() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
        process.arguments = [CLI.binary.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("libc.so"), "ldd read nothing: \(text)")
        // mimalloc (Linux only in Package.swift) still replaces malloc here.
        #expect(text.contains("libmimalloc"), "\(text)")
        for library in ["libcmark", "libgumbo", "libpcre2"] {
            #expect(!text.contains(library), "\(library) is linked as a shared library:\n\(text)")
        }
    }
}
