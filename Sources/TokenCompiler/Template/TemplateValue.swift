import Mustache

/// A value of the template context as swift-mustache sees it: a value of a ``TemplateRender``
/// that reports failed lookups and helper calls to its ``TemplateRecorder`` instead of rendering nothing,
/// with the tag that looked it up and the context stack beneath it.
///
/// Every tag's name is a mark applied to `.` (see ``TemplateName``), so swift-mustache hands
/// each tag to the value on top of its stack, whose ``transform(_:)`` looks the name up
/// through ``below`` as swift-mustache would through its stack, and applies the helpers.
///
/// Every value is a `MustacheSequence`, so sections behave the same for all of them: a
/// list renders once per element, `null`, `false` and an empty list not at all, and any
/// other value once, with itself on top of the context stack. The value is three words, so
/// swift-mustache holds it as `Any` without allocating.
struct TemplateValue {
  /// The value, by reference (see ``TemplateRender``).
  let reference: Int
  /// The token the value was found in or made from (high 32 bits) and the number of the tag
  /// that looked it up (low 32 bits, -1 for none), in one word.
  let packed: Int
  /// The values beneath this one on swift-mustache's context stack, once it is pushed there
  /// (only a section's value is); the stack's base for the root and for values that are only written.
  let below: TemplateScope

  /// The document root of `render`.
  init(root render: TemplateRender) {
    self.init(spot: render.root, below: TemplateScope(base: render), tag: nil)
  }

  /// `spot`, looked up by tag number `tag`, with `below` beneath it on the stack.
  init(spot: TemplateSpot, below: TemplateScope, tag: Int?) {
    reference = spot.reference
    packed = spot.owner << 32 | Int(UInt32(truncatingIfNeeded: tag ?? -1))
    self.below = below
  }

  /// The value and its token.
  var spot: TemplateSpot { TemplateSpot(reference: reference, owner: packed >> 32) }

  /// The number of the tag that looked this value up, if any.
  var tag: Int? {
    let number = Int(Int32(truncatingIfNeeded: packed))
    return number < 0 ? nil : number
  }

  /// The render.
  var render: TemplateRender { below.render }
}

extension TemplateValue: MustacheTransformable {
  /// Looks up the name a mark stands for, from this value (the top of the stack) down, and
  /// applies its helpers, innermost first; or tells the recorder why it cannot and gives
  /// `nil`, which renders as nothing. A name that is not a mark is applied as a helper.
  ///
  /// A helper that cannot use its value is reported at its own tag, also when it is applied
  /// to `.` (before, such a problem was reported at the enclosing section, or not at all
  /// outside sections).
  func transform(_ marked: String) -> Any? {
    let render = self.render
    let lookup = render.recorder.lookup(marked, context: render.context)
    if let section = lookup.section { return joined(section, lookup) }
    return lookup.run.isEmpty ? value(of: lookup) : joined(lookup.run)
  }

  /// The value `lookup` finds, with its helpers applied; `nil` (after telling the recorder
  /// why) when there is none.
  func value(of lookup: TemplateLookup) -> TemplateValue? {
    let render = self.render
    let recorder = render.recorder
    guard var current = lookup.isMarked ? find(lookup) : spot else { return nil }
    for step in lookup.helpers {
      switch render.applying(current, step) {
      case .success(let made): current = made
      case .failure(let need):
        recorder.helperFailed(step, tag: lookup.tag ?? tag, problem: need.what, on: current, in: render)
        return nil
      }
    }
    let below = lookup.pushes ? TemplateScope(spot: spot, below: self.below) : self.below.bottom
    // What helpers make from `.` keeps the tag of the value it was made from (budgets count it there).
    return TemplateValue(spot: current, below: below, tag: lookup.components.isEmpty ? tag : lookup.tag)
  }

  /// The value `lookup`'s components name: the first found in this value or, when the name
  /// climbs, in the nearest value beneath it that has it; each later one in the value before
  /// it. Each component costs a lookup, and each value the first is looked for in.
  func find(_ lookup: TemplateLookup) -> TemplateSpot? {
    guard let first = lookup.components.first else { return spot }
    let render = self.render
    let recorder = render.recorder
    var candidate = spot
    var beneath = below
    var current: TemplateSpot
    while true {
      guard recorder.spend(tag: lookup.tag) else { return nil }
      if let found = render.member(candidate, first) {
        current = found
        break
      }
      recorder.missed(first, tag: lookup.tag, on: candidate, in: render)
      guard lookup.climbs, !beneath.isBase, let next = beneath.below else { return nil }
      (candidate, beneath) = (beneath.spot, next)
    }
    recorder.found()
    // By index: a slice of the components would be one more reference to count per lookup.
    for index in 1..<lookup.components.count {
      let step = lookup.components[index]
      guard recorder.spend(tag: lookup.tag) else { return nil }
      guard let found = render.member(current, step) else {
        recorder.missed(step, tag: lookup.tag, on: current, in: render)
        return nil
      }
      current = found
    }
    return current
  }
}

extension TemplateValue: MustacheParent {
  /// The member named `name`: only for a name that is not a mark, which the scanner never
  /// leaves (every lookup is a mark applied to `.`); looked up in this value alone.
  func child(named name: String) -> Any? {
    let render = self.render
    let step = TemplateLookup.unmarked(name, context: render.context).components[0]
    guard render.recorder.spend(tag: nil), let found = render.member(spot, step) else { return nil }
    return TemplateValue(spot: found, below: below.bottom, tag: tag)
  }
}

extension TemplateValue: MustacheCustomRenderable {
  /// Text as it is, numbers in their shortest form, `null` as nothing, lists and objects as
  /// JSON; nothing once the output budget is spent.
  var renderText: String {
    let render = self.render
    let text = render.text(reference)
    return render.recorder.spend(bytes: text.utf8.count, tag: tag) ? text : ""
  }

  /// Whether the value is `null`.
  var isNull: Bool { render.isNull(reference) }
}

extension TemplateValue: MustacheSequence {
  /// What a section iterates: a list's elements; nothing for null, false or an empty list; else
  /// the value. The passes are paid for first, one lookup and at least a byte each: nothing
  /// once the budgets cannot pay for them.
  func makeIterator() -> Iterator {
    let render = self.render
    let (passes, isList) = render.passes(reference)
    guard passes > 0 else { return Iterator(references: [], owner: -1, below: below, tag: tag) }
    let recorder = render.recorder
    let (cost, overflow) = passes.multipliedReportingOverflow(by: Swift.max(1, recorder.passCost(tag: tag)))
    guard recorder.spend(lookups: passes, tag: tag), recorder.spend(bytes: overflow ? .max : cost, tag: tag) else {
      return Iterator(references: [], owner: -1, below: below, tag: tag)
    }
    if isList {
      return Iterator(references: render.elements(reference), owner: render.owner(below: spot), below: below, tag: tag)
    }
    return Iterator(references: [], owner: -1, single: spot, below: below, tag: tag)
  }

  /// The values one section renders, looked up by the section's tag, each pushed onto the
  /// stack the section's value was looked up on.
  struct Iterator: IteratorProtocol {
    /// A list's elements.
    let references: [Int]
    /// The token the elements belong to.
    let owner: Int
    /// The value itself, for a section over anything but a list.
    var single: TemplateSpot?
    /// The stack beneath each value.
    let below: TemplateScope
    /// The tag of the section.
    let tag: Int?
    /// The next element's position.
    var position = 0

    /// Iterates `references`, then `single`.
    init(references: [Int], owner: Int, single: TemplateSpot? = nil, below: TemplateScope, tag: Int?) {
      self.references = references
      self.owner = owner
      self.single = single
      self.below = below
      self.tag = tag
    }

    /// The next value.
    mutating func next() -> TemplateValue? {
      if position < references.count {
        position += 1
        return TemplateValue(
          spot: TemplateSpot(reference: references[position - 1], owner: owner), below: below, tag: tag)
      }
      guard let spot = single else { return nil }
      single = nil
      return TemplateValue(spot: spot, below: below, tag: tag)
    }
  }
}
