# tokenc — build the tool, regenerate generated/ from tokens/, run every test.
#
#   make          build tokenc (release) and bring generated/ up to date
#   make test     run every test (needs python3 with jsonschema; installed when possible)
#   make check    fail if generated/ is stale (what CI runs)
#   make bench    time tokenc against the libyaml floor at 500 to 100,000 tokens (docs/performance.md)
#   make fuzz     run the libFuzzer targets for SECONDS=60 each (docs/security.md, "Fuzzing")
#   make fuzz-smoke  the same in debug, 20 s each, as CI runs it
#   make format   format the sources with swift format; make lint checks it
#   make install  install tokenc into $(PREFIX)/bin (PREFIX=/usr/local; DESTDIR for packaging)

SWIFT ?= swift
# The configuration `make`, `make check` and `make bench` build tokenc in. CI runs
# `make check CONFIG=debug` to reuse the debug build of `make test` instead of
# compiling the compiler a second time.
CONFIG ?= release
RELEASE_DIR := .build/release
# Release builds link the Swift runtime and Foundation statically: a dynamically linked
# tokenc spends ~20 ms of every run loading Foundation and ICU before main (a 500-token
# build is a ~15 ms job), the static one ~3 ms. Debug builds (tests, CI) stay dynamic.
#
# On Linux they are also linked at a fixed address (-no-pie): the position-independent
# executable carries ~83,000 relative relocations that the loader applies, page by page,
# at every start (626 page faults for `tokenc --version`, 380 without them; about 1 ms of
# every command, a tenth of a 500-token `validate`; docs/performance.md). A build tool
# gives up little with it: address-space randomisation of its own code. SwiftPM refuses
# unsafe linker flags in Package.swift for a package used as a dependency (the plugin),
# so they are passed here.
NO_PIE := $(if $(filter Linux,$(shell uname -s)),-Xswiftc -Xclang-linker -Xswiftc -no-pie)
RELEASE_FLAGS ?= --static-swift-stdlib $(NO_PIE)
BUILD_FLAGS := $(if $(filter release,$(CONFIG)),$(RELEASE_FLAGS))
TOKENC := .build/$(CONFIG)/tokenc
SOURCES := $(shell find Sources Tests Plugins Examples -name '*.swift' -not -path '*/Golden/*' -not -path '*/.build*' 2>/dev/null)

.PHONY: all build generate test check bench deps test-deps format lint clean install uninstall

all: generate

# libyaml-dev and pkg-config are needed to build; install them when running as root
# with apt-get (CI, containers), otherwise say exactly what to run.
deps:
	@missing=""; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	{ command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; } || missing="$$missing libyaml-dev"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "tokenc needs$$missing to build."; \
	    echo "  Debian/Ubuntu: sudo apt-get install -y$$missing"; \
	    echo "  macOS:         brew install libyaml pkg-config"; \
	    exit 1; \
	  fi; \
	fi

# The tests also validate tokens.docs.json against docs/tokens.docs.schema.json with
# python3 and its jsonschema module: installed with apt-get when running as root, else
# with pip --user; if neither works, say exactly what to run. (make and make check do
# not need Python.)
test-deps:
	@has_jsonschema() { command -v python3 >/dev/null 2>&1 && python3 -c 'import jsonschema' >/dev/null 2>&1; }; \
	if ! has_jsonschema && [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "installing python3 python3-jsonschema"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-jsonschema >/dev/null || true; \
	fi; \
	if ! has_jsonschema && command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1; then \
	  echo "installing jsonschema with pip --user"; \
	  python3 -m pip install --user --quiet jsonschema || true; \
	fi; \
	if ! has_jsonschema; then \
	  echo "the tests need python3 with the jsonschema module."; \
	  echo "  Debian/Ubuntu: sudo apt-get install -y python3 python3-jsonschema"; \
	  echo "  otherwise:     python3 -m pip install --user jsonschema"; \
	  exit 1; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --product tokenc

generate: build
	$(TOKENC) build

# Further suites (generated Swift, browser checks, example packages) add their
# target here with `EXTRA_TESTS += <target>`; `make test` runs them after the
# Swift Testing suites.
EXTRA_TESTS :=

test: deps test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	@for target in $(EXTRA_TESTS); do $(MAKE) --no-print-directory $$target || exit 1; done

# The generated Swift, compiled for real (docs/swift.md, "Verification"). The core file of
# tokens/ and of Tests/SwiftOutputCheck/tokens builds on Linux in a copy of the package
# Tests/SwiftOutputCheck, whose tests check its values; generated/swift, when present,
# typechecks against the SwiftUI, UIKit and AppKit stubs in Tests/SwiftOutputCheck/Stubs, as on iOS,
# macOS, tvOS and watchOS. SWIFTPM_FLAGS (such as --scratch-path .build-mine) is passed to the tokenc build.
SWIFTC ?= swiftc
SWIFT_CHECK := .build-swiftcheck
SWIFT_STUBS := Tests/SwiftOutputCheck/Stubs
STUB_FLAGS := -emit-module -enable-library-evolution -suppress-warnings -swift-version 6 -parse-as-library
SWIFTPM_FLAGS ?=
SWIFT_GENERATED ?= generated/swift

.PHONY: swift-output-check
swift-output-check: deps
	$(SWIFT) build $(SWIFTPM_FLAGS) --product tokenc
	rm -rf $(SWIFT_CHECK)/package
	mkdir -p $(SWIFT_CHECK)
	cp -R Tests/SwiftOutputCheck $(SWIFT_CHECK)/package
	bin="$$($(SWIFT) build $(SWIFTPM_FLAGS) --show-bin-path)/tokenc" && cd $(SWIFT_CHECK)/package && \
	  "$$bin" build --config sample.tokenc.yaml && "$$bin" build --config markers.tokenc.yaml
	$(SWIFT) test --package-path $(SWIFT_CHECK)/package --scratch-path $(SWIFT_CHECK)/build
	@[ "$$(uname -s)" = Linux ] || { echo "the stubs stand in for SwiftUI and UIKit on Linux only"; exit 0; }; \
	$(MAKE) --no-print-directory swift-stub-typecheck

# Typechecks $(SWIFT_GENERATED) against the stubs (Linux only: elsewhere the SDK's frameworks win), as on
# iOS, macOS, tvOS and watchOS: each platform's stubs are built with -D STUB_OS_<PLATFORM> (leaving out what
# it lacks, such as UIFont.TextStyle.largeTitle on tvOS), and a copy of the generated files reads each
# os(<platform>) condition as that flag, since os(tvOS) is never true on Linux.
STUB_PLATFORMS := ios:UIKit macos:AppKit tvos:UIKit watchos:UIKit

.PHONY: swift-stub-typecheck
swift-stub-typecheck:
	rm -rf $(SWIFT_CHECK)/stubs $(SWIFT_CHECK)/as-on
	@for entry in $(STUB_PLATFORMS); do \
	  platform=$${entry%%:*}; base=$${entry##*:}; flag=STUB_OS_$$(echo $$platform | tr a-z A-Z); \
	  mkdir -p $(SWIFT_CHECK)/stubs/$$platform || exit 1; \
	  $(SWIFTC) $(STUB_FLAGS) -D $$flag -module-name $$base $(SWIFT_STUBS)/$$base/*.swift \
	    -o $(SWIFT_CHECK)/stubs/$$platform/$$base.swiftmodule || exit 1; \
	  $(SWIFTC) $(STUB_FLAGS) -D $$flag -module-name SwiftUI -I $(SWIFT_CHECK)/stubs/$$platform \
	    $(SWIFT_STUBS)/SwiftUI/*.swift -o $(SWIFT_CHECK)/stubs/$$platform/SwiftUI.swiftmodule || exit 1; \
	done
	@if [ -d $(SWIFT_GENERATED) ]; then \
	  for entry in $(STUB_PLATFORMS); do \
	    platform=$${entry%%:*}; flag=STUB_OS_$$(echo $$platform | tr a-z A-Z); \
	    echo "typechecking $(SWIFT_GENERATED) as on $$platform"; \
	    mkdir -p $(SWIFT_CHECK)/as-on/$$platform || exit 1; \
	    for file in $(SWIFT_GENERATED)/*.swift; do \
	      sed -e 's/os(iOS)/STUB_OS_IOS/g' -e 's/os(macOS)/STUB_OS_MACOS/g' -e 's/os(tvOS)/STUB_OS_TVOS/g' \
	        -e 's/os(watchOS)/STUB_OS_WATCHOS/g' "$$file" > "$(SWIFT_CHECK)/as-on/$$platform/$$(basename "$$file")" || exit 1; \
	    done; \
	    $(SWIFTC) -typecheck -warnings-as-errors -swift-version 6 -parse-as-library -D $$flag \
	      -I $(SWIFT_CHECK)/stubs/$$platform $(SWIFT_CHECK)/as-on/$$platform/*.swift || exit 1; \
	  done; \
	else echo "$(SWIFT_GENERATED) does not exist yet: run make"; fi

EXTRA_TESTS += swift-output-check

# The css and docs emitters checked in a real browser (Tests/browser/run.py): Debian's chromium,
# headless, driven over the DevTools protocol with only the Python standard library. chromium is
# installed with apt-get when running as root, otherwise the command to run is printed.
# Screenshots of the docs page go to .build/browser-screenshots/.
.PHONY: browser-deps browser-test
browser-deps:
	@if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/lib/chromium/chromium ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing chromium"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	  else \
	    echo "the browser checks need chromium."; \
	    echo "  Debian/Ubuntu: sudo apt-get install -y chromium"; \
	    exit 1; \
	  fi; \
	fi; \
	if ! command -v python3 >/dev/null 2>&1; then \
	  echo "the browser checks need python3."; \
	  echo "  Debian/Ubuntu: sudo apt-get install -y python3"; \
	  exit 1; \
	fi

browser-test: deps browser-deps
	$(SWIFT) build $(SWIFTPM_FLAGS) --product tokenc
	python3 -m unittest discover -s Tests/browser -p 'test_*.py'
	python3 Tests/browser/run.py --tokenc "$$($(SWIFT) build $(SWIFTPM_FLAGS) --show-bin-path)/tokenc"

EXTRA_TESTS += browser-test

check: build
	$(TOKENC) build --check

# Whole-process timings at 500, 1k, 10k and 100k tokens against the libyaml floor, then the
# in-process time of each stage and emitter (Tests/bench/run.py). BENCH_SIZES picks other sizes.
BENCH_SIZES ?= 500 1000 10000 100000
CC ?= cc

bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product tokenc
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product tokenc-bench
	mkdir -p .build/bench
	$(CC) -O2 -o .build/bench/floor Tests/bench/floor.c $$(pkg-config --cflags --libs yaml-0.1)
	python3 Tests/bench/run.py --tokenc $(RELEASE_DIR)/tokenc --bench $(RELEASE_DIR)/tokenc-bench \
	  --floor .build/bench/floor --sizes $(BENCH_SIZES)

# The libFuzzer targets of Tests/Fuzz (docs/security.md, "Fuzzing"): each runs for SECONDS
# (default 60), on a corpus seeded from tokens/, the test fixtures, the tokenc.yaml files and
# templates/ in .build/fuzz/corpus/<target> (kept between runs, so it grows); crashes, hangs
# and inputs that run out of memory go to .build/fuzz/crashes/. FUZZ_TARGETS picks targets,
# FUZZ_FLAGS adds libFuzzer flags (such as -jobs=2). A package of its own, built in release
# with -sanitize=fuzzer for every module; CI runs the cheaper `make fuzz-smoke` below.
SECONDS ?= 60
FUZZ_TARGETS ?= fuzz-pipeline fuzz-config fuzz-template
FUZZ_FLAGS ?=
FUZZ_DIR := .build/fuzz
FUZZ_BUILD := $(SWIFT) build -c release --package-path Tests/Fuzz --scratch-path $(FUZZ_DIR)/build \
  -Xswiftc -sanitize=fuzzer -Xswiftc -parse-as-library

.PHONY: fuzz fuzz-build
fuzz-build: deps
	$(FUZZ_BUILD)

# fuzz-run DIR SECONDS TIMEOUT BUILD: seeds and runs each of FUZZ_TARGETS, built by BUILD, with
# its corpus in DIR/corpus/<target> and its findings in DIR/crashes/.
define fuzz-run
	@bin="$$($(4) --show-bin-path)"; mkdir -p $(1)/crashes; failed=""; \
	for target in $(FUZZ_TARGETS); do \
	  Tests/Fuzz/seeds.sh $$target $(1)/corpus/$$target || exit 1; \
	  echo "fuzzing $$target for $(2) s"; \
	  "$$bin/$$target" $(1)/corpus/$$target -dict=Tests/Fuzz/Dictionaries/$$target.dict \
	    -max_total_time=$(2) -rss_limit_mb=2048 -timeout=$(3) -print_final_stats=1 \
	    -artifact_prefix=$(1)/crashes/$$target- $(FUZZ_FLAGS) || failed="$$failed $$target"; \
	done; \
	if [ -n "$$failed" ]; then echo "fuzzing found problems in$$failed: see $(1)/crashes/"; exit 1; fi
endef

fuzz: fuzz-build
	$(call fuzz-run,$(FUZZ_DIR),$(SECONDS),10,$(FUZZ_BUILD))

# What CI runs (.ci/run): each target for FUZZ_SMOKE_SECONDS (default 20) on a fresh seed
# corpus, built in debug in the scratch folder of `make test` (.build), so the library compiled
# there is reused and only the targets are compiled, with -sanitize=fuzzer (their flags in
# Tests/Fuzz/Package.swift). The library is not instrumented for coverage in this build, so
# libFuzzer mutates the seeds without coverage guidance: a check that the targets build and
# survive the seeds and their mutations. `make fuzz` is the coverage-guided run.
FUZZ_SMOKE_SECONDS ?= 20
FUZZ_SMOKE_DIR := .build/fuzz-smoke
FUZZ_SMOKE_BUILD := $(SWIFT) build --package-path Tests/Fuzz --scratch-path .build

.PHONY: fuzz-smoke
fuzz-smoke: deps
	$(FORGET_BUILD_DB)
	$(FUZZ_SMOKE_BUILD)
	$(FORGET_BUILD_DB)
	rm -rf $(FUZZ_SMOKE_DIR)/corpus
	$(call fuzz-run,$(FUZZ_SMOKE_DIR),$(FUZZ_SMOKE_SECONDS),30,$(FUZZ_SMOKE_BUILD))

format:
	@$(SWIFT) format --in-place --parallel $(SOURCES)

lint:
	@$(SWIFT) format lint --strict --parallel $(SOURCES)

clean:
	rm -rf .build

# `make install` puts the release tokenc on the PATH: $(DESTDIR)$(PREFIX)/bin/tokenc.
PREFIX ?= /usr/local

install: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product tokenc
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 $(RELEASE_DIR)/tokenc "$(DESTDIR)$(PREFIX)/bin/tokenc"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/tokenc"

# Packages other than this one (the example, the fuzz targets, the plugin error cases) build
# in .build too, so the tokenc compiled there is reused instead of compiled again. llbuild
# keeps one database per scratch folder, for whichever package built last, and trusts it for
# another package's build (it then skips work that is due), so it is removed before and after
# another package builds there: the next build checks every step again (the compiler's own
# incremental build still skips what is up to date; about 15 s).
FORGET_BUILD_DB := rm -f .build/build.db

# The example consumer package builds its Swift from tokens with the build tool
# plugin, then its test target checks generated values. It shares the scratch folder of
# `make test` (.build), where tokenc is already built: SwiftPM reuses it for the plugin's
# tool, so CI compiles the compiler once.
example-check: deps
	$(FORGET_BUILD_DB)
	$(SWIFT) test --package-path Examples/TokensConsumer --scratch-path .build
	EXAMPLE_SCRATCH=$(CURDIR)/.build Examples/check-plugin-errors.sh
	$(FORGET_BUILD_DB)
	$(SWIFT) package --allow-writing-to-package-directory generate-tokens --check

EXTRA_TESTS += example-check
