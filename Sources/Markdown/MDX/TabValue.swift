/// One tab of Docusaurus' `<Tabs values={[{label: 'Apple', value: 'apple'}, …]}>`:
/// the `TabItem` with that `value` is shown under that label, in the order
/// of the list (Docusaurus' own order for tabs written this way).
struct TabValue: Equatable {
    var value: String
    /// Its `label`; nil when the entry has none (the value is shown).
    var label: String?

    /// Why a `values` prop is not used.
    struct Problem: Error, Equatable {
        var detail: String
    }

    /// The tabs `tag`'s `values` lists; nil without `values`; a problem
    /// when it is not a list of `{value, label}` written as plain data.
    static func read(_ tag: JSXTag) -> Result<[TabValue], Problem>? {
        guard let written = tag.attributes.first(where: { $0.name == "values" })?.value else { return nil }
        guard case .expression(let source) = written else {
            return .failure(Problem(detail: "`values` of `<\(tag.name)>` is not a list `{[{label: '…', value: '…'}, …]}`, so it is not used: the tabs are shown in the order written, under their `label`s"))
        }
        let data: PlainJSData.Located
        do {
            data = try PlainJSData.parse(source)
        } catch {
            return .failure(Problem(detail: "`values` of `<\(tag.name)>` is not plain data (line \(error.line) of the value: \(error.message)), so it is not used: the tabs are shown in the order written, under their `label`s"))
        }
        guard case .array(let entries) = data.value else {
            return .failure(Problem(detail: "`values` of `<\(tag.name)>` is \(data.value.described), not a list, so it is not used: the tabs are shown in the order written, under their `label`s"))
        }
        var values: [TabValue] = []
        for entry in entries {
            guard let value = entry.value["value"]?.value.string else {
                return .failure(Problem(detail: "an entry of `values` of `<\(tag.name)>` is \(entry.value.described) without a string `value`, so `values` is not used: the tabs are shown in the order written, under their `label`s"))
            }
            values.append(TabValue(value: value, label: entry.value["label"]?.value.string))
        }
        return .success(values)
    }
}
