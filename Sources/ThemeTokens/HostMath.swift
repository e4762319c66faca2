#if hasFeature(Embedded)
// Embedded Swift for WebAssembly has no C library: the math functions the
// color science calls are the host's (`Math` in the browser).
@_extern(wasm, module: "env", name: "pow") @_extern(c) func pow(_ x: Double, _ y: Double) -> Double
@_extern(wasm, module: "env", name: "cbrt") @_extern(c) func cbrt(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "atan2") @_extern(c) func atan2(_ y: Double, _ x: Double) -> Double
@_extern(wasm, module: "env", name: "sin") @_extern(c) func sin(_ x: Double) -> Double
@_extern(wasm, module: "env", name: "cos") @_extern(c) func cos(_ x: Double) -> Double
#endif
