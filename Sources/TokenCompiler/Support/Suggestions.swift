/// "Did you mean" suggestions by edit distance.
enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// A candidate qualifies within max(1, length/3) edits; ties go to the first.
  static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
  where S.Element == String {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    let target = Array(word.unicodeScalars)
    for candidate in candidates where candidate != word {
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      guard bound >= 0 else { break }
      let other = Array(candidate.unicodeScalars)
      guard abs(other.count - target.count) <= bound else { continue }
      if let distance = editDistance(target, other, atMost: bound) {
        best = (candidate, distance)
      }
    }
    return best?.candidate
  }

  /// A candidate split into scalars once, for repeated searches.
  struct Candidate {
    /// The candidate text.
    let text: String
    /// Its Unicode scalars.
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
      self.text = text
      scalars = Array(text.unicodeScalars)
    }
  }

  /// ``closest(to:in:)`` over candidates split once.
  static func closest(to word: String, among candidates: [Candidate]) -> String? {
    let limit = max(1, word.count / 3)
    var best: (candidate: String, distance: Int)?
    let target = Array(word.unicodeScalars)
    for candidate in candidates where candidate.text != word {
      let bound = min(limit, (best?.distance ?? limit + 1) - 1)
      guard bound >= 0 else { break }
      guard abs(candidate.scalars.count - target.count) <= bound else { continue }
      if let distance = editDistance(target, candidate.scalars, atMost: bound) {
        best = (candidate.text, distance)
      }
    }
    return best?.candidate
  }

  /// The edit distance between `a` and `b` (insertions, deletions, substitutions and
  /// swaps of two neighbouring characters each count one) if it is at most `bound`.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int) -> Int? {
    if a.isEmpty { return b.count <= bound ? b.count : nil }
    if b.isEmpty { return a.count <= bound ? a.count : nil }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    var previousRowMinimum = 0
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
        rowMinimum = min(rowMinimum, current[j])
      }
      // A swap reaches back two rows, so stop only when two rows in a row exceed the bound.
      if rowMinimum > bound, previousRowMinimum > bound { return nil }
      previousRowMinimum = rowMinimum
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count] <= bound ? previous[b.count] : nil
  }

  /// `; did you mean 'x'?` when a suggestion exists, else an empty string.
  static func didYouMean<S: Sequence>(
    _ word: String, in candidates: S, quote: (String) -> String = { "'\($0)'" }
  )
    -> String where S.Element == String
  {
    closest(to: word, in: candidates).map { "; did you mean \(quote($0))?" } ?? ""
  }
}
