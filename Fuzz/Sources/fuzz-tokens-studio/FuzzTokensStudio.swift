import FuzzTargets

/// libFuzzer's entry: the checks are FuzzTarget.tokensStudio's (Sources/FuzzTargets/
/// in the main package), which the test suite also replays the corpus through.
nonisolated(unsafe) var runner = FuzzRunner(.tokensStudio)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runner.runTrapping(data, size)
}
