//===- CudaTileAttrs.cpp - cuda_tile attributes ---------------------------===//

#include "tileir/Dialect/CudaTile/IR/CudaTile.h"
#include "tileir/Dialect/CudaTile/IR/CudaTileAsm.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::cuda_tile;

#include "tileir/Dialect/CudaTile/IR/CudaTileEnums.cpp.inc"

#include "tileir/Dialect/CudaTile/IR/CudaTileAttrInterfaces.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"

void CudaTileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tileir/Dialect/CudaTile/IR/CudaTileAttrs.cpp.inc"
      >();
}

Attribute CudaTileDialect::parseAttribute(DialectAsmParser &parser,
                                          Type type) const {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, type, attr);
  if (!result.has_value() && extensionHooks.parseAttribute)
    result = extensionHooks.parseAttribute(parser, mnemonic, type, attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  parser.emitError(loc, "unknown attribute `")
      << mnemonic << "` in dialect `" << getNamespace() << "`";
  return Attribute();
}

void CudaTileDialect::printAttribute(Attribute attr,
                                     DialectAsmPrinter &printer) const {
  if (succeeded(generatedAttributePrinter(attr, printer)))
    return;
  if (extensionHooks.printAttribute &&
      succeeded(extensionHooks.printAttribute(attr, printer)))
    return;
  llvm_unreachable("unhandled cuda_tile attribute");
}

Attribute mlir::cuda_tile::parseCudaTileAttrShort(AsmParser &parser) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Attribute attr;
  OptionalParseResult result =
      generatedAttributeParser(parser, &mnemonic, Type(), attr);
  if (result.has_value())
    return succeeded(*result) ? attr : Attribute();
  if (mnemonic.empty())
    parser.emitError(loc, "expected a cuda_tile attribute");
  else
    parser.emitError(loc, "unknown cuda_tile attribute '") << mnemonic << "'";
  return Attribute();
}

void mlir::cuda_tile::printCudaTileAttrShort(AsmPrinter &printer,
                                             Attribute attr) {
  if (failed(generatedAttributePrinter(attr, printer)))
    printer.printAttribute(attr);
}

//===----------------------------------------------------------------------===//
// OptimizationHintsAttr
//===----------------------------------------------------------------------===//

/// The targets a hint dictionary may name; `default` applies to all others.
static bool isKnownHintTarget(StringRef target) {
  static const llvm::StringSet<> targets = {
      "default", "sm_80",  "sm_86",  "sm_87",  "sm_88",  "sm_89",
      "sm_90",   "sm_100", "sm_103", "sm_110", "sm_120", "sm_121"};
  return targets.contains(target);
}

/// What is wrong with `value` as hint `key` for `target`; empty if nothing.
/// The wording is NVIDIA's (their -Wunsupported-hints tests check it).
static std::string checkHintValue(StringRef target, StringRef key,
                                  Attribute value) {
  std::string where = (target + "." + key).str();
  auto intAttr = llvm::dyn_cast<IntegerAttr>(value);
  if (llvm::isa<BoolAttr>(value))
    intAttr = {};
  auto inRange = [&](int64_t lo, int64_t hi) -> std::string {
    if (!intAttr)
      return "integer value expected for " + where;
    int64_t v = intAttr.getInt();
    if (v < lo || v > hi)
      return ("integer value in the range [" + Twine(lo) + ", " + Twine(hi) +
              "] is expected for " + where)
          .str();
    return "";
  };
  if (key == "num_cta_in_cga") {
    if (!intAttr)
      return "integer value expected for " + where;
    int64_t ctas = intAttr.getInt();
    // Clusters need sm_90; Ampere and Ada run one CTA per cluster.
    if (target.starts_with("sm_8") && ctas != 1)
      return "expected 1 for " + where;
    if (ctas <= 0 || ctas > 16 || !llvm::isPowerOf2_64(ctas))
      return "expected power-of-two \u2264 16 for " + where;
    return "";
  }
  if (key == "num_worker_warps_per_cta") {
    if (!intAttr)
      return "integer value expected for " + where;
    int64_t warps = intAttr.getInt();
    if (warps <= 0 || warps > 32 || !llvm::isPowerOf2_64(warps))
      return "expected power-of-two \u2264 32 for " + where;
    return "";
  }
  if (key == "occupancy")
    return inRange(1, 32);
  if (key == "latency")
    return inRange(1, 10);
  if (key == "allow_tma")
    return llvm::isa<BoolAttr>(value) ? ""
                                      : "boolean value expected for " + where;
  return ("unknown param " + key + " for " + target).str();
}

LogicalResult
OptimizationHintsAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                              DictionaryAttr value) {
  for (NamedAttribute entry : value)
    if (!llvm::isa<DictionaryAttr>(entry.getValue()))
      return emitError()
             << "expected dictionary attribute for optimization_hints entry `"
             << entry.getName().getValue()
             << "` got value=" << entry.getValue();
  return success();
}

LogicalResult OptimizationHintsAttr::verifyForOp(Operation *op) const {
  auto settings =
      llvm::cast<CudaTileDialect>(getDialect()).getHintDiagnostics();
  if (!settings.warn)
    return success();
  // Which hints each op takes (the spec's "Optimization Hints" table).
  ArrayRef<StringRef> allowed;
  static const StringRef kernelHints[] = {"num_cta_in_cga", "occupancy",
                                          "num_worker_warps_per_cta"};
  static const StringRef viewHints[] = {"latency", "allow_tma"};
  static const StringRef pointerHints[] = {"latency"};
  if (isa<EntryOp>(op))
    allowed = kernelHints;
  else if (isa<LoadViewTkoOp, StoreViewTkoOp>(op))
    allowed = viewHints;
  else if (isa<LoadPtrTkoOp, StorePtrTkoOp>(op))
    allowed = pointerHints;
  // Reported at the op's location without the op attached: printing the op
  // for a note would verify it again and report the same hints forever.
  Location loc = op->getLoc();
  bool reported = false;
  for (NamedAttribute entry : getValue()) {
    StringRef target = entry.getName().getValue();
    if (!isKnownHintTarget(target)) {
      mlir::emitWarning(loc)
          << "unknown hint key " << target
          << " (expected 'default' or an SM name such as sm_90)";
      reported = true;
      continue;
    }
    for (NamedAttribute hint : llvm::cast<DictionaryAttr>(entry.getValue())) {
      StringRef key = hint.getName().getValue();
      std::string problem;
      if (!allowed.empty() && !llvm::is_contained(allowed, key))
        problem = (key + " is not known hint for current Operation").str();
      else
        problem = checkHintValue(target, key, hint.getValue());
      if (problem.empty())
        continue;
      mlir::emitWarning(loc) << problem;
      reported = true;
    }
  }
  if (reported && settings.asErrors)
    return mlir::emitError(loc, "Optimization hints verification failed");
  return success();
}

Attribute OptimizationHintsAttr::lookup(StringRef sm, StringRef key) const {
  for (StringRef target : {sm, StringRef("default")})
    if (auto hints = getValue().getAs<DictionaryAttr>(target))
      if (Attribute value = hints.get(key))
        return value;
  return {};
}

Attribute OptimizationHintsAttr::parse(AsmParser &parser, Type) {
  llvm::SMLoc loc = parser.getCurrentLocation();
  SmallVector<NamedAttribute> entries;
  llvm::StringSet<> seen;
  if (parser.parseLess())
    return {};
  if (failed(parser.parseOptionalGreater())) {
    if (parser.parseCommaSeparatedList([&]() -> ParseResult {
          llvm::SMLoc keyLoc = parser.getCurrentLocation();
          std::string key;
          Attribute value;
          if (parser.parseKeywordOrString(&key) || parser.parseEqual() ||
              parser.parseAttribute(value))
            return failure();
          if (!seen.insert(key).second)
            return parser.emitError(keyLoc, "duplicate optimization hints "
                                            "target '")
                   << key << "'";
          entries.push_back(parser.getBuilder().getNamedAttr(key, value));
          return success();
        }) ||
        parser.parseGreater())
      return {};
  }
  return parser.getChecked<OptimizationHintsAttr>(
      loc, parser.getContext(),
      DictionaryAttr::get(parser.getContext(), entries));
}

void OptimizationHintsAttr::print(AsmPrinter &printer) const {
  printer << '<';
  llvm::interleaveComma(getValue(), printer, [&](NamedAttribute entry) {
    printer << entry.getName().getValue() << " = {";
    llvm::interleaveComma(llvm::cast<DictionaryAttr>(entry.getValue()), printer,
                          [&](NamedAttribute hint) {
                            printer << hint.getName().getValue() << " = ";
                            printer.printAttributeWithoutType(hint.getValue());
                          });
    printer << '}';
  });
  printer << '>';
}

//===----------------------------------------------------------------------===//
// Assume predicates
//===----------------------------------------------------------------------===//

Attribute DivByAttr::parse(AsmParser &parser, Type) {
  uint64_t divisor;
  std::optional<int64_t> every, along;
  if (parser.parseLess() || parser.parseInteger(divisor))
    return {};
  if (succeeded(parser.parseOptionalComma())) {
    int64_t everyValue, alongValue;
    if (parser.parseKeyword("every") || parser.parseInteger(everyValue) ||
        parser.parseKeyword("along") || parser.parseInteger(alongValue))
      return {};
    every = everyValue;
    along = alongValue;
  }
  if (parser.parseGreater())
    return {};
  return DivByAttr::get(parser.getContext(), divisor, every, along);
}

void DivByAttr::print(AsmPrinter &printer) const {
  printer << '<' << getDivisor();
  if (getEvery())
    printer << ", every " << *getEvery() << " along " << *getAlong();
  printer << '>';
}

// The assume predicates report in NVIDIA's wording and check order, naming
// the predicate as 'cuda_tile.<name>'; our detail (the offending value) comes
// after theirs.
LogicalResult
DivByAttr::verifyForType(Type type,
                         function_ref<InFlightDiagnostic()> emitError) const {
  uint64_t divisor = getDivisor();
  if (!llvm::isPowerOf2_64(divisor))
    return emitError() << "'cuda_tile.div_by' divisor must be a power of 2, "
                          "got "
                       << divisor;
  if (getEvery().has_value() != getAlong().has_value())
    return emitError() << "'cuda_tile.div_by' 'every'/'along' must be used in "
                          "combination";
  if (divisor > (uint64_t(1) << 62))
    return emitError() << "'cuda_tile.div_by' divisor is too large (" << divisor
                       << ", at most 2^62)";
  if (llvm::isa<TensorViewType>(type)) {
    if (getEvery())
      return emitError() << "'cuda_tile.div_by' 'every'/'along' cannot be "
                            "used if the constrained value is a tensor_view";
    return success();
  }
  auto tile = llvm::dyn_cast<TileType>(type);
  if (tile && tile.isScalar() && getEvery())
    return emitError() << "'cuda_tile.div_by' 'every'/'along' cannot be used "
                          "if the constrained value is a 0D tile";
  if (!tile || !(llvm::isa<IntegerType, PointerType>(tile.getElementType())))
    return emitError() << "'cuda_tile.div_by' is valid only for tile of "
                          "integer/pointer or tensor_view values, got "
                       << type;
  if (!getEvery())
    return success();
  int64_t along = *getAlong(), every = *getEvery();
  if (along < 0 || along >= tile.getRank())
    return emitError() << "'cuda_tile.div_by' every_dim (" << along
                       << ") must be >= 0 and < tile rank (" << tile.getRank()
                       << ")";
  // Stricter than the wording: a block of 0 elements is rejected too.
  if (every <= 0 || every > tile.getDimSize(along))
    return emitError() << "expected 'cuda_tile.div_by' every_dim to be within "
                          "0 and the size of the respective dimension ("
                       << tile.getDimSize(along) << "), got every " << every
                       << " (must be in [1, " << tile.getDimSize(along) << "])";
  return success();
}

LogicalResult SameElementsAttr::verifyForType(
    Type type, function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = llvm::dyn_cast<TileType>(type);
  if (!tile || !(llvm::isa<IntegerType, PointerType>(tile.getElementType())))
    return emitError() << "'cuda_tile.same_elements' is valid only for tile of "
                          "integer/pointer values, got "
                       << type;
  ArrayRef<int64_t> values = getValues().asArrayRef();
  if (int64_t(values.size()) != tile.getRank())
    return emitError() << "expected number of values in "
                          "'cuda_tile.same_elements' ("
                       << values.size()
                       << ") to match rank of constrained tile ("
                       << tile.getRank() << ")";
  for (auto [dim, value] : llvm::enumerate(values))
    if (value < 0 || value > tile.getDimSize(dim))
      return emitError() << "expected 'cuda_tile.same_elements' value " << dim
                         << " to be within 0 and the size of the respective "
                            "dimension ("
                         << tile.getDimSize(dim) << "), got " << value;
  return success();
}

Attribute BoundedAttr::parse(AsmParser &parser, Type) {
  std::optional<int64_t> bounds[2];
  if (parser.parseLess())
    return {};
  for (int i = 0; i < 2; ++i) {
    if (i == 1 && parser.parseComma())
      return {};
    if (succeeded(parser.parseOptionalQuestion()))
      continue;
    int64_t value;
    if (parser.parseInteger(value))
      return {};
    bounds[i] = value;
  }
  if (parser.parseGreater())
    return {};
  return BoundedAttr::get(parser.getContext(), bounds[0], bounds[1]);
}

void BoundedAttr::print(AsmPrinter &printer) const {
  auto printBound = [&](std::optional<int64_t> bound) {
    if (bound)
      printer << *bound;
    else
      printer << '?';
  };
  printer << '<';
  printBound(getLb());
  printer << ", ";
  printBound(getUb());
  printer << '>';
}

LogicalResult
BoundedAttr::verifyForType(Type type,
                           function_ref<InFlightDiagnostic()> emitError) const {
  auto tile = llvm::dyn_cast<TileType>(type);
  auto intType =
      tile ? llvm::dyn_cast<IntegerType>(tile.getElementType()) : IntegerType();
  if (!intType)
    return emitError() << "'cuda_tile.bounded' is valid only for tile of "
                          "integer values, got "
                       << type;
  unsigned width = intType.getWidth();
  int64_t lo = width >= 64 ? INT64_MIN : -(int64_t(1) << (width - 1));
  int64_t hi = width >= 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
  if (width == 1) {
    lo = 0;
    hi = 1;
  }
  for (auto [name, bound] : {std::pair{"lower", getLb()}, {"upper", getUb()}})
    if (bound && (*bound < lo || *bound > hi))
      return emitError() << "'cuda_tile.bounded' expects " << name
                         << " bound to be within [" << lo << ", " << hi
                         << "], got " << *bound << " for " << intType;
  if (getLb() && getUb() && *getLb() > *getUb())
    return emitError() << "'cuda_tile.bounded' expects lower bound to be less "
                          "than or equal to upper bound, got "
                       << *getLb() << " > " << *getUb();
  return success();
}

//===----------------------------------------------------------------------===//
// Debug-info attributes
//===----------------------------------------------------------------------===//

/// Local scopes (what a location or a lexical block may sit in).
static bool isLocalScope(Attribute scope) {
  return llvm::isa<DISubprogramAttr, DILexicalBlockAttr>(scope);
}

LogicalResult
DILexicalBlockAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                           Attribute scope, DIFileAttr, unsigned, unsigned) {
  if (!isLocalScope(scope))
    return emitError() << "di_lexical_block scope must be a di_subprogram or "
                          "di_lexical_block, got "
                       << scope;
  return success();
}

LogicalResult DILocAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                FileLineColLoc sourceLoc, Attribute scope) {
  if (!sourceLoc)
    return emitError() << "di_loc needs a file:line:col source location";
  if (!isLocalScope(scope))
    return emitError() << "di_loc scope must be a di_subprogram or "
                          "di_lexical_block, got "
                       << scope;
  return success();
}

// `<` loc("file":line:col) `in` scope `>`; the source position is parsed
// as a generic attribute because MLIR spells locations `loc(...)` there.
Attribute DILocAttr::parse(AsmParser &parser, Type) {
  Attribute source, scope;
  if (parser.parseLess())
    return {};
  llvm::SMLoc sourceAt = parser.getCurrentLocation();
  if (parser.parseAttribute(source))
    return {};
  auto sourceLoc = llvm::dyn_cast<FileLineColLoc>(source);
  if (!sourceLoc) {
    parser.emitError(sourceAt, "expected a file:line:col location, got ")
        << source;
    return {};
  }
  if (parser.parseKeyword("in") || parser.parseAttribute(scope) ||
      parser.parseGreater())
    return {};
  return getChecked([&] { return parser.emitError(sourceAt); },
                    parser.getContext(), sourceLoc, scope);
}

// The position is printed as an attribute, so with debug info it becomes a
// `#loc` alias shared by every di_loc at that position (as NVIDIA's tools
// print it).
void DILocAttr::print(AsmPrinter &printer) const {
  printer << "<";
  printer.printAttribute(getSourceLoc());
  printer << " in ";
  printer.printAttribute(getScope());
  printer << ">";
}
