# tokenc — build the tool, regenerate generated/ from tokens/, run every test.
#
#   make          build tokenc (release) and bring generated/ up to date
#   make test     run every test
#   make check    fail if generated/ is stale (what CI runs)
#   make bench    time the pipeline on a generated design system of a few thousand tokens
#   make format   format the sources with swift format; make lint checks it

SWIFT ?= swift
RELEASE_DIR := .build/release
TOKENC := $(RELEASE_DIR)/tokenc
SOURCES := $(shell find Sources Tests -name '*.swift' -not -path '*/Golden/*' 2>/dev/null)

.PHONY: all build generate test check bench deps format lint clean

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

build: deps
	$(SWIFT) build -c release --product tokenc

generate: build
	$(TOKENC) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

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
