import FuzzSupport
import PreviewRenderer

/// `config.yaml`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = Fuzz.text(data, size)
    do {
        let config = try SiteConfig.parse(text, file: "site/config.yaml")
        if let base = config.baseURL { Fuzz.check(base.hasSuffix("/"), "baseURL without a trailing slash") }
    } catch {
        Fuzz.checkFailure(error, "config")
    }
    return 0
}
