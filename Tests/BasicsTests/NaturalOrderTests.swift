import Basics
import Testing

/// File names in the order people number them.
struct NaturalOrderTests {
    @Test func numbersCompareAsNumbers() {
        let names = ["10-deploy", "2-setup", "1-intro", "ch04-10-x", "ch04-01-x", "ch04-2-x", "Appendix", "appendix-b", "0001-a",
                     "0071-next", "0506-last", "01-intro", "b", "B", "a10", "a9b", "a9"]
        #expect(names.sorted(by: NaturalOrder.precedes) == [
            "0001-a", "01-intro", "1-intro", "2-setup", "10-deploy", "0071-next", "0506-last", "a9", "a9b", "a10", "Appendix",
            "appendix-b", "B", "b", "ch04-01-x", "ch04-2-x", "ch04-10-x",
        ])
    }

    @Test func theOrderIsTotal() {
        #expect(NaturalOrder.precedes("01", "1"))
        #expect(!NaturalOrder.precedes("1", "01"))
        #expect(!NaturalOrder.precedes("x", "x"))
        #expect(NaturalOrder.precedes("99999999999999999999998", "99999999999999999999999"))
        #expect(NaturalOrder.precedes("a", "a-"))
        #expect(NaturalOrder.precedes("é1", "é2"))
    }
}
