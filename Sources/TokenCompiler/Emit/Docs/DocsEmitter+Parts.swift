extension DocsEmitter {
  /// The files of a docs page split by `plan`: `index.html` listing the parts, each part's page
  /// (named by the plan) and the Markdown, whole as ever, written side by side, each part from
  /// its own page (`makePage`) and cache.
  func splitFiles(
    _ plan: DocsPagePlan, makePage: @escaping @Sendable (DocsPagePart?) -> DocsPage,
    markdown: @escaping @Sendable () -> [UInt8]
  ) -> [EmittedFile] {
    // The parts first (the largest first), then the Markdown, then the small index.
    let parts = plan.parts.indices.sorted {
      let (left, right) = (Self.size(of: plan.parts[$0]), Self.size(of: plan.parts[$1]))
      return left != right ? left > right : $0 < $1
    }
    let tasks = parts + [-1, -2]
    let outputs = ParallelMap.map(tasks) { task -> [UInt8] in
      switch task {
      case -2: makePage(nil).indexPage(plan)
      case -1: markdown()
      default: makePage(DocsPagePart(plan: plan, index: task)).build()
      }
    }
    var files = [EmittedFile](repeating: EmittedFile(path: "", contents: []), count: plan.parts.count)
    var others: [EmittedFile] = []
    for (task, bytes) in zip(tasks, outputs) {
      switch task {
      case -2: others.append(EmittedFile(path: "index.html", contents: bytes))
      case -1: others.append(EmittedFile(path: "tokens.md", contents: bytes))
      default: files[task] = EmittedFile(path: plan.parts[task].fileName, contents: bytes)
      }
    }
    return others + files
  }

  /// How many entries a part shows.
  private static func size(of part: DocsPagePlan.Part) -> Int {
    part.slice.ranges.values.reduce(0) { $0 + $1.count }
  }
}
