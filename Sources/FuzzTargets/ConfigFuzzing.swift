import Basics
import PreviewRenderer

/// `config.yaml`: read, or a located failure; a base URL always ends in `/`.
enum ConfigFuzzing {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) {
        let text = Fuzz.text(bytes)
        do {
            let config = try SiteConfig.parse(text, file: "site/config.yaml")
            if let base = config.baseURL { try Fuzz.check(base.hasSuffix("/"), "baseURL without a trailing slash") }
        } catch let failure as BuildFailure {
            try Fuzz.checkFailure(failure, "config")
        } catch let failure as FuzzFailure {
            throw failure
        } catch {
            throw FuzzFailure("config: unexpected error \(error)")
        }
    }
}
