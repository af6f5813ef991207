/// Rules are evaluated once per distinct resolved input: permutations that resolve
/// to the same colors, font or curve share one verdict (often all of them, or two of four).
enum EvaluatedOnce {
    /// The verdict of each permutation, evaluated once per distinct input (the verdict depends
    /// on nothing else) and shared by the permutations with an equal one.
    static func verdicts<Input: Equatable>(_ inputs: [Input], _ verdict: (Int) -> ContextVerdict) -> [ContextVerdict] {
        var verdicts: [ContextVerdict] = []
        verdicts.reserveCapacity(inputs.count)
        for index in inputs.indices {
            if let earlier = inputs[..<index].firstIndex(of: inputs[index]) {
                verdicts.append(verdicts[earlier])
            } else {
                verdicts.append(verdict(index))
            }
        }
        return verdicts
    }
}
