import Basics
import PreviewRenderer

/// `config.yaml`: read, or a located failure; a base URL always ends in `/`.
enum ConfigFuzzing {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let text = Fuzz.text(bytes)
        let config: SiteConfig
        do {
            config = try SiteConfig.parse(text, file: "site/config.yaml")
        } catch {
            try Fuzz.checkFailure(error, "config")
            return
        }
        if let base = config.baseURL { try Fuzz.check(base.hasSuffix("/"), "baseURL without a trailing slash") }
    }
}
