# tokenc — build the tool, regenerate generated/ from tokens/, run every test.
#
#   make          build tokenc (release) and bring generated/ up to date
#   make test     run every test (needs python3 with jsonschema; installed when possible)
#   make check    fail if generated/ is stale (what CI runs)
#   make bench    time the pipeline on a generated design system of a few thousand tokens
#   make format   format the sources with swift format; make lint checks it

SWIFT ?= swift
RELEASE_DIR := .build/release
TOKENC := $(RELEASE_DIR)/tokenc
SOURCES := $(shell find Sources Tests -name '*.swift' -not -path '*/Golden/*' 2>/dev/null)

.PHONY: all build generate test check bench deps test-deps format lint clean

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
	$(SWIFT) build -c release --product tokenc

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

check: build
	$(TOKENC) build --check

bench: deps
	$(SWIFT) build -c release --product tokenc-bench
	$(RELEASE_DIR)/tokenc-bench

format:
	$(SWIFT) format --in-place --parallel $(SOURCES)

lint:
	$(SWIFT) format lint --strict --parallel $(SOURCES)

clean:
	rm -rf .build
