/// Hands out heading ids that are unique within one document, GitHub style:
/// the second "Usage" becomes `usage-1`, the third `usage-2`. A suffixed id
/// that is already taken (a heading literally named "Usage 1") is skipped.
struct UniqueSlugs {
    private var taken: Set<String> = []
    private var nextSuffix: [String: Int] = [:]

    mutating func claim(_ base: String) -> String {
        guard taken.contains(base) else {
            taken.insert(base)
            return base
        }
        var suffix = nextSuffix[base, default: 1]
        while taken.contains("\(base)-\(suffix)") { suffix += 1 }
        nextSuffix[base] = suffix + 1
        let id = "\(base)-\(suffix)"
        taken.insert(id)
        return id
    }
}
