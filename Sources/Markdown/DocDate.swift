/// A date a doc carries: when it was last updated, from front matter
/// (`lastmod: 2024-01-02`) or from git. Only its own fields make the text
/// written, never the machine's time zone or locale, so a build gives the
/// same bytes everywhere.
public struct DocDate: Sendable, Hashable {
    public var year: Int
    /// 1–12.
    public var month: Int
    /// 1–31.
    public var day: Int
    /// Hours, minutes and seconds, when the date has a time.
    public var time: (hour: Int, minute: Int, second: Int)?
    /// Minutes east of UTC of `time` (0 for UTC; `-420` for `-07:00`).
    public var offsetMinutes = 0

    public init(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int, second: Int)? = nil, offsetMinutes: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
        self.offsetMinutes = offsetMinutes
    }

    /// The moment `seconds` after 1970-01-01T00:00:00Z, in UTC (how git
    /// dates are shown: the same on every page whoever committed).
    public init(secondsSince1970 seconds: Int64) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = Int(seconds - days * 86_400)
        // Howard Hinnant's days-to-civil algorithm.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
        let month = Int(monthIndex < 10 ? monthIndex + 3 : monthIndex - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        self.init(year: year, month: month, day: day, time: (rest / 3600, rest / 60 % 60, rest % 60))
    }

    /// A date as front matter writes it: `2024-01-02`, or with a time
    /// (`2024-01-02T15:04:05Z`, `2024-01-02 15:04`, `2024-01-02T15:04:05.123-07:00`,
    /// YAML's `2001-12-14 21:59:43.10 -5`). A time without a zone is UTC,
    /// as Hugo takes it by default. Nil for anything else, or a day that
    /// does not exist (`2023-02-29`).
    public init?(_ text: String) {
        var reader = DigitReader(Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2), reader.skip("-"),
              let day = reader.number(digits: 2), (1...12).contains(month),
              (1...DocDate.days(inMonth: month, of: year)).contains(day) else { return nil }
        self.init(year: year, month: month, day: day)
        if reader.atEnd { return }
        guard reader.skip("T") || reader.skip("t") || reader.skipSpaces(),
              let hour = reader.number(digits: 1...2), reader.skip(":"), let minute = reader.number(digits: 2),
              hour < 24, minute < 60 else { return nil }
        var second = 0
        if reader.skip(":") {
            guard let seconds = reader.number(digits: 2), seconds < 60 else { return nil }
            second = seconds
            if reader.skip(".") || reader.skip(",") {
                guard reader.number(digits: 1...9) != nil else { return nil }
            }
        }
        time = (hour, minute, second)
        _ = reader.skipSpaces()
        if reader.atEnd || reader.skip("Z") || reader.skip("z") {
            guard reader.atEnd else { return nil }
            return
        }
        let sign: Int
        if reader.skip("+") { sign = 1 } else if reader.skip("-") { sign = -1 } else { return nil }
        guard let hours = reader.number(digits: 1...2), hours <= 14 else { return nil }
        var minutes = 0
        if reader.skip(":") {
            guard let value = reader.number(digits: 2) else { return nil }
            minutes = value
        } else if let value = reader.number(digits: 2) {
            minutes = value
        }
        guard minutes < 60, reader.atEnd else { return nil }
        offsetMinutes = sign * (hours * 60 + minutes)
    }

    /// For `<time datetime>` and the sitemap's `<lastmod>` (W3C date and
    /// time): `2024-01-02`, or `2024-01-02T15:04:05Z` / `…-07:00`.
    public var machineReadable: String {
        var text = "\(Self.padded(year, 4))-\(Self.padded(month, 2))-\(Self.padded(day, 2))"
        guard let time else { return text }
        text += "T\(Self.padded(time.hour, 2)):\(Self.padded(time.minute, 2)):\(Self.padded(time.second, 2))"
        if offsetMinutes == 0 { return text + "Z" }
        let offset = abs(offsetMinutes)
        return text + (offsetMinutes < 0 ? "-" : "+") + "\(Self.padded(offset / 60, 2)):\(Self.padded(offset % 60, 2))"
    }

    /// The day in words, in English as the rest of the page: `2 January 2024`.
    public var readable: String {
        "\(day) \(Self.monthNames[month - 1]) \(year)"
    }

    public static func == (a: DocDate, b: DocDate) -> Bool {
        a.machineReadable == b.machineReadable
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(machineReadable)
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func padded(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// Reads ASCII digits and punctuation from the front of some bytes.
private struct DigitReader {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < bytes.count, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// One or more spaces.
    mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, bytes[position] == 0x20 { position += 1 }
        return position > start
    }

    mutating func number(digits count: Int) -> Int? { number(digits: count...count) }

    /// A number of `range` digits, as many as there are up to its upper bound.
    mutating func number(digits range: ClosedRange<Int>) -> Int? {
        var value = 0
        var read = 0
        while read < range.upperBound, position < bytes.count, (0x30...0x39).contains(bytes[position]) {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
            read += 1
        }
        return read >= range.lowerBound ? value : nil
    }
}
