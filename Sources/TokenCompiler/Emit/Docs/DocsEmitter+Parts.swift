extension DocsEmitter {
  /// The files of a docs page split by `plan`: `index.html` listing the parts, each part's page
  /// (named by the plan) and the Markdown, whole as ever (streamed by `markdown`, which returns
  /// it only when the file is kept in memory), written side by side, each part from its own page
  /// (`makePage`) and cache. Each part goes to `delivery` as soon as it is written,
  /// so a build that writes as it goes never holds every part at once. With a `memo` that keeps,
  /// each HTML file whose input (``DocsPageInput``) did not change is the previous build's bytes.
  func splitFiles(
    _ plan: DocsPagePlan, makePage: @escaping @Sendable (DocsPagePart?) -> DocsPage,
    markdown: @escaping @Sendable () -> EmittedFile?, delivery: EmitDelivery, memo: EmitMemo = .none
  ) -> [EmittedFile] {
    // The parts first (the largest first), then the Markdown, then the small index.
    let parts = plan.parts.indices.sorted {
      let (left, right) = (plan.parts[$0].entryCount, plan.parts[$1].entryCount)
      return left != right ? left > right : $0 < $1
    }
    let tasks = parts + [-1, -2]
    let outputs = ParallelMap.map(tasks) { task -> [EmittedFile] in
      switch task {
      case -2:
        let page = makePage(nil)
        return [
          EmittedFile(
            path: "index.html",
            contents: Self.memoized("index.html", .index, of: page, plan: plan, memo: memo) {
              page.indexPage(plan)
            })
        ]
      case -1: return markdown().map { [$0] } ?? []
      default:
        let name = plan.parts[task].fileName
        let contents = Self.memoized(name, .part(task), of: makePage(nil), plan: plan, memo: memo) {
          makePage(DocsPagePart(plan: plan, index: task)).build()
        }
        return delivery.handOver([EmittedFile(path: name, contents: contents)])
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

extension DocsEmitter {
  /// The bytes of the HTML file `name` (`file` of `page`'s build in `plan`): the previous build's
  /// when `memo` keeps and they came from an equal ``DocsPageInput``, else `render()`'s.
  static func memoized(
    _ name: String, _ file: DocsPageInput.File, of page: DocsPage, plan: DocsPagePlan, memo: EmitMemo,
    render: () -> [UInt8]
  ) -> [UInt8] {
    guard memo.keeps else { return render() }
    return memo.bytes(name, input: DocsPageInput(file, of: page, plan: plan), render: render)
  }
}
