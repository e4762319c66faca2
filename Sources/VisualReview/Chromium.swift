import Basics
import Foundation

/// Where headless Chromium is.
public enum Chromium {
    /// The names looked for on PATH, in order.
    public static let names = ["chromium", "chromium-browser", "google-chrome"]

    /// The first of `names` that is an executable file in a folder of PATH.
    public static func find(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let folders = (path ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for name in names {
            for folder in folders {
                let candidate = joinPath(folder, name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: candidate) {
                    return candidate
                }
            }
        }
        return nil
    }
}
