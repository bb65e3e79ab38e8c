extension DocsEmitter {
  /// The files of a docs page split by `plan`: `index.html` listing the parts, each part's page
  /// (named by the plan) and the Markdown, whole as ever (streamed by `markdown`, which returns
  /// it only when the file is kept in memory), written side by side, each part from its own page
  /// (`makePage`) and cache. Each part goes to `delivery` as soon as it is written,
  /// so a build that writes as it goes never holds every part at once.
  func splitFiles(
    _ plan: DocsPagePlan, makePage: @escaping @Sendable (DocsPagePart?) -> DocsPage,
    markdown: @escaping @Sendable () -> EmittedFile?, delivery: EmitDelivery
  ) -> [EmittedFile] {
    // The parts first (the largest first), then the Markdown, then the small index.
    let parts = plan.parts.indices.sorted {
      let (left, right) = (plan.parts[$0].entryCount, plan.parts[$1].entryCount)
      return left != right ? left > right : $0 < $1
    }
    let tasks = parts + [-1, -2]
    let outputs = ParallelMap.map(tasks) { task -> [EmittedFile] in
      switch task {
      case -2: [EmittedFile(path: "index.html", contents: makePage(nil).indexPage(plan))]
      case -1: markdown().map { [$0] } ?? []
      default:
        delivery.handOver([
          EmittedFile(
            path: plan.parts[task].fileName, contents: makePage(DocsPagePart(plan: plan, index: task)).build())
        ])
      }
    }
    // The index and the Markdown, then the parts not handed over, in page order.
    var kept = [[EmittedFile]](repeating: [], count: plan.parts.count)
    var others: [EmittedFile] = []
    for (task, files) in zip(tasks, outputs) {
      if task < 0 { others += files } else { kept[task] = files }
    }
    return others + kept.flatMap { $0 }
  }
}
