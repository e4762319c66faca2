// What Embedded Swift needs from a C library, for a WebAssembly module with
// no C library: memory allocation (a size-class allocator on memory the
// host grows), memcmp, round, and the few other symbols the standard library
// refers to. Compiled only into the theme lab's engine.

/// `WebAssembly.Memory.grow(pages)`: the page count before, or -1.
@_extern(wasm, module: "env", name: "grow") @_extern(c) func hostGrow(_ pages: Int32) -> Int32
/// `%` on doubles, which is C's fmod (exact).
@_extern(wasm, module: "env", name: "fmod") @_extern(c, "host_fmod") func hostFmod(_ x: Double, _ y: Double) -> Double

@_cdecl("fmod")
func fmod(_ x: Double, _ y: Double) -> Double { hostFmod(x, y) }

/// Blocks are powers of two from 32 bytes, each with a 16-byte header
/// holding its size class; freed blocks go on their class's list.
enum Heap {
    static var top = 0
    static var end = 0
    /// The first free block of each size class (0: none).
    static var free: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int,
                      Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                                                            0, 0, 0, 0, 0, 0, 0)
    static let header = 16
    static let smallestClass = 5

    static func head(_ sizeClass: Int) -> UnsafeMutablePointer<Int> {
        withUnsafeMutablePointer(to: &free) { pointer in
            UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: Int.self) + (sizeClass - smallestClass)
        }
    }

    static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        var sizeClass = smallestClass
        while (1 << sizeClass) < size + header {
            sizeClass += 1
            if sizeClass > 31 { return nil }
        }
        let list = head(sizeClass)
        var block = list.pointee
        if block != 0 {
            list.pointee = UnsafeMutableRawPointer(bitPattern: block)!.load(fromByteOffset: header, as: Int.self)
        } else {
            let bytes = 1 << sizeClass
            if top + bytes > end {
                let pages = max((top + bytes - end + 0xFFFF) >> 16, 16)
                let before = Int(hostGrow(Int32(pages)))
                if before < 0 { return nil }
                // Memory grows only here: a gap (the first time) is skipped.
                if before << 16 != end { top = before << 16 }
                end = (before + pages) << 16
                if top + bytes > end { return allocate(size) }
            }
            block = top
            top += bytes
        }
        let pointer = UnsafeMutableRawPointer(bitPattern: block)!
        pointer.storeBytes(of: sizeClass, as: Int.self)
        return pointer + header
    }

    static func release(_ pointer: UnsafeMutableRawPointer) {
        let block = pointer - header
        let sizeClass = block.load(as: Int.self)
        let list = head(sizeClass)
        pointer.storeBytes(of: list.pointee, as: Int.self)
        list.pointee = Int(bitPattern: block)
    }
}

@_cdecl("posix_memalign")
func posixMemalign(_ result: UnsafeMutablePointer<UnsafeMutableRawPointer?>, _ alignment: Int, _ size: Int) -> Int32 {
    // Blocks are 16-aligned; larger alignments are not asked for.
    guard alignment <= 16, let pointer = Heap.allocate(size) else { return 12 }  // ENOMEM
    result.pointee = pointer
    return 0
}

@_cdecl("malloc")
func malloc(_ size: Int) -> UnsafeMutableRawPointer? { Heap.allocate(size) }

@_cdecl("free")
func free(_ pointer: UnsafeMutableRawPointer?) {
    if let pointer { Heap.release(pointer) }
}

@_cdecl("memcmp")
func memcmp(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, _ count: Int) -> Int32 {
    var index = 0
    while index < count {
        let a = first.load(fromByteOffset: index, as: UInt8.self)
        let b = second.load(fromByteOffset: index, as: UInt8.self)
        if a != b { return Int32(a) - Int32(b) }
        index += 1
    }
    return 0
}

/// C's round: halves away from zero (`Double.rounded()`).
@_cdecl("round")
func round(_ x: Double) -> Double {
    let whole = x.rounded(.towardZero)
    guard whole != x else { return x }
    let rest = x - whole
    if rest >= 0.5 { return whole + 1 }
    if rest <= -0.5 { return whole - 1 }
    return whole
}

/// Hashing's seed: fixed, so the engine runs the same every time.
@_cdecl("arc4random_buf")
func arc4randomBuf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    for index in 0..<count { buffer.storeBytes(of: UInt8(truncatingIfNeeded: index &* 73 &+ 41), toByteOffset: index, as: UInt8.self) }
}

/// The low 128 bits of a 128-bit product (compiler-rt's `__multi3`),
/// returned through `result` as WebAssembly's C ABI does.
@_cdecl("__multi3")
func multi3(_ result: UnsafeMutablePointer<UInt64>, _ aLow: UInt64, _ aHigh: UInt64, _ bLow: UInt64, _ bHigh: UInt64) {
    let a0 = aLow & 0xFFFF_FFFF, a1 = aLow >> 32, b0 = bLow & 0xFFFF_FFFF, b1 = bLow >> 32
    let p00 = a0 &* b0, p01 = a0 &* b1, p10 = a1 &* b0, p11 = a1 &* b1
    let middle = (p00 >> 32) &+ (p01 & 0xFFFF_FFFF) &+ (p10 & 0xFFFF_FFFF)
    let low = (p00 & 0xFFFF_FFFF) | (middle << 32)
    let high = p11 &+ (p01 >> 32) &+ (p10 >> 32) &+ (middle >> 32) &+ aLow &* bHigh &+ aHigh &* bLow
    result[0] = low
    result[1] = high
}
