import Basics
import Testing

/// The digest `serve` names theme file versions by, against FIPS 180-4's
/// examples and lengths around the padding boundary.
struct SHA256Tests {
    @Test func digestsMatchTheStandardsExamples() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func lengthsAroundOneBlockDigestDifferently() {
        // 55, 56 and 64 bytes: the length fits the first block, just does not, and a full block.
        let digests = [55, 56, 63, 64, 65].map { SHA256.hex([UInt8](repeating: 0x61, count: $0)) }
        #expect(Set(digests).count == 5)
        #expect(digests[0] == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(digests[3] == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
