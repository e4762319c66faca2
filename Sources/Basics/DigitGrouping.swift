/// `2617` as `2,617`: counts in messages, grouped by thousands the same
/// way whatever the machine's locale.
public func groupedDigits(_ number: Int) -> String {
    let digits = String(number.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return number < 0 ? "-" + result : result
}
