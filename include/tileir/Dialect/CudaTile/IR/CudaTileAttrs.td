//===- CudaTileAttrs.td - cuda_tile attributes and enums ---*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileDialect.td"
include "tileir/Dialect/CudaTile/IR/CudaTileInterfaces.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/BuiltinAttributeInterfaces.td"

//===----------------------------------------------------------------------===//
// Enumerations. The integer values are the ones the bytecode format uses.
//===----------------------------------------------------------------------===//

def CudaTile_Signedness : I32EnumAttr<"Signedness", "integer signedness", [
    I32EnumAttrCase<"Unsigned", 0, "unsigned">,
    I32EnumAttrCase<"Signed", 1, "signed">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SignednessAttr : EnumAttr<CudaTile_Dialect, CudaTile_Signedness, "signedness"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_IntegerOverflow : I32EnumAttr<"IntegerOverflow", "integer overflow behaviour", [
    I32EnumAttrCase<"None", 0, "none">,
    I32EnumAttrCase<"NoSignedWrap", 1, "no_signed_wrap">,
    I32EnumAttrCase<"NoUnsignedWrap", 2, "no_unsigned_wrap">,
    I32EnumAttrCase<"NoWrap", 3, "no_wrap">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_IntegerOverflowAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_IntegerOverflow, "overflow"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_RoundingMode : I32EnumAttr<"RoundingMode", "rounding mode", [
    I32EnumAttrCase<"NearestEven", 0, "nearest_even">,
    I32EnumAttrCase<"Zero", 1, "zero">,
    I32EnumAttrCase<"NegativeInf", 2, "negative_inf">,
    I32EnumAttrCase<"PositiveInf", 3, "positive_inf">,
    I32EnumAttrCase<"Approx", 4, "approx">,
    I32EnumAttrCase<"Full", 5, "full">,
    I32EnumAttrCase<"NearestIntToZero", 6, "nearest_int_to_zero">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_RoundingModeAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_RoundingMode, "rounding"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonOrdering : I32EnumAttr<"ComparisonOrdering",
    "floating-point comparison ordering", [
    I32EnumAttrCase<"Unordered", 0, "unordered">,
    I32EnumAttrCase<"Ordered", 1, "ordered">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonOrderingAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonOrdering, "comparison_ordering"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_ComparisonPredicate : I32EnumAttr<"ComparisonPredicate",
    "comparison predicate", [
    I32EnumAttrCase<"Equal", 0, "equal">,
    I32EnumAttrCase<"NotEqual", 1, "not_equal">,
    I32EnumAttrCase<"LessThan", 2, "less_than">,
    I32EnumAttrCase<"LessThanOrEqual", 3, "less_than_or_equal">,
    I32EnumAttrCase<"GreaterThan", 4, "greater_than">,
    I32EnumAttrCase<"GreaterThanOrEqual", 5, "greater_than_or_equal">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_ComparisonPredicateAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_ComparisonPredicate, "comparison_predicate"> {
  let assemblyFormat = "`<` $value `>`";
}

def CudaTile_AtomicRMWMode : I32EnumAttr<"AtomicRMWMode", "atomic read-modify-write mode", [
    I32EnumAttrCase<"And", 0, "and">,
    I32EnumAttrCase<"Or", 1, "or">,
    I32EnumAttrCase<"Xor", 2, "xor">,
    I32EnumAttrCase<"Add", 3, "add">,
    I32EnumAttrCase<"AddF", 4, "addf">,
    I32EnumAttrCase<"Max", 5, "max">,
    I32EnumAttrCase<"Min", 6, "min">,
    I32EnumAttrCase<"UMax", 7, "umax">,
    I32EnumAttrCase<"UMin", 8, "umin">,
    I32EnumAttrCase<"Xchg", 9, "xchg">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_MemoryScope : I32EnumAttr<"MemoryScope", "memory scope", [
    I32EnumAttrCase<"TileBlock", 0, "tl_blk">,
    I32EnumAttrCase<"Device", 1, "device">,
    I32EnumAttrCase<"System", 2, "sys">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_MemoryOrdering : I32EnumAttr<"MemoryOrdering",
    "memory ordering semantics", [
    I32EnumAttrCase<"Weak", 0, "weak">,
    I32EnumAttrCase<"Relaxed", 1, "relaxed">,
    I32EnumAttrCase<"Acquire", 2, "acquire">,
    I32EnumAttrCase<"Release", 3, "release">,
    I32EnumAttrCase<"AcqRel", 4, "acq_rel">]> {
  let cppNamespace = "::mlir::cuda_tile";
}

def CudaTile_PaddingValue : I32EnumAttr<"PaddingValue",
    "value of out-of-bounds elements of a view load", [
    I32EnumAttrCase<"Zero", 0, "zero">,
    I32EnumAttrCase<"NegZero", 1, "neg_zero">,
    I32EnumAttrCase<"Nan", 2, "nan">,
    I32EnumAttrCase<"PosInf", 3, "pos_inf">,
    I32EnumAttrCase<"NegInf", 4, "neg_inf">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_PaddingValueAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_PaddingValue, "padding_value">;

def CudaTile_SymbolVisibility : I32EnumAttr<"SymbolVisibility",
    "visibility of a global to the host", [
    I32EnumAttrCase<"Public", 0, "public">,
    I32EnumAttrCase<"Private", 1, "private">]> {
  let cppNamespace = "::mlir::cuda_tile";
  let genSpecializedAttr = 0;
}
def CudaTile_SymbolVisibilityAttr
    : EnumAttr<CudaTile_Dialect, CudaTile_SymbolVisibility, "symbol_visibility">;

//===----------------------------------------------------------------------===//
// Structured attributes.
//===----------------------------------------------------------------------===//

class CudaTile_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<CudaTile_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

def CudaTile_OptimizationHintsAttr
    : CudaTile_Attr<"OptimizationHints", "optimization_hints"> {
  let summary = "per-architecture optimization hints";
  let description = [{
    Maps a target (`default` or an SM name such as `sm_90`) to a dictionary
    of hints (`num_cta_in_cga`, `num_worker_warps_per_cta`, `occupancy`,
    `latency`, `allow_tma`). Only the structure is verified; what the hints
    say is checked under -Wunsupported-hints (see HintDiagnostics).
  }];
  let parameters = (ins "::mlir::DictionaryAttr":$value);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool empty() const { return getValue().empty(); }
    /// Reports targets, hints and values that `op` cannot use, as the
    /// dialect's HintDiagnostics settings ask (silently accepted by default).
    ::llvm::LogicalResult verifyForOp(::mlir::Operation *op) const;
    /// The hint `key` for target `sm` (falling back to `default`).
    ::mlir::Attribute lookup(::llvm::StringRef sm, ::llvm::StringRef key) const;
  }];
}

def CudaTile_DivByAttr : CudaTile_Attr<"DivBy", "div_by", [
    DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "assume predicate: values are multiples of a power of two";
  let parameters = (ins "uint64_t":$divisor,
                        OptionalParameter<"std::optional<int64_t>">:$every,
                        OptionalParameter<"std::optional<int64_t>">:$along);
  let hasCustomAssemblyFormat = 1;
}

def CudaTile_SameElementsAttr : CudaTile_Attr<"SameElements", "same_elements", [
    DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "assume predicate: blocks of the tile hold equal values";
  let parameters = (ins "::mlir::DenseI64ArrayAttr":$values);
  let assemblyFormat = "`<` $values `>`";
}

def CudaTile_BoundedAttr : CudaTile_Attr<"Bounded", "bounded", [
    DeclareAttrInterfaceMethods<CudaTile_AssumePredicateAttrInterface>]> {
  let summary = "assume predicate: values lie within bounds";
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$lb,
                        OptionalParameter<"std::optional<int64_t>">:$ub);
  let hasCustomAssemblyFormat = 1;
}

//===----------------------------------------------------------------------===//
// Debug information (the payloads of the bytecode debug section).
//===----------------------------------------------------------------------===//

// Nested debug attributes print fully qualified (or as their alias), never
// stripped, so the IR reads the same with and without aliases.
class CudaTile_DIParameter<string cppType, string desc = "">
    : AttrParameter<cppType, desc> {
  let printer = "$_printer << $_self";
}

class CudaTile_DIAttr<string name, string attrMnemonic,
                      list<Trait> traits = []>
    : CudaTile_Attr<name, attrMnemonic, traits>;

def CudaTile_DIFileAttr : CudaTile_DIAttr<"DIFile", "di_file"> {
  let summary = "debug info: a source file";
  let parameters = (ins "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$directory);
  let assemblyFormat = "`<` $name `in` $directory `>`";
}

def CudaTile_DICompileUnitAttr
    : CudaTile_DIAttr<"DICompileUnit", "di_compile_unit"> {
  let summary = "debug info: a compile unit";
  let parameters = (ins CudaTile_DIParameter<"DIFileAttr">:$file);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DISubprogramAttr
    : CudaTile_DIAttr<"DISubprogram", "di_subprogram"> {
  let summary = "debug info: a (possibly inlined) source function";
  let parameters = (ins CudaTile_DIParameter<"DIFileAttr">:$file,
                        "unsigned":$line,
                        "::mlir::StringAttr":$name,
                        "::mlir::StringAttr":$linkageName,
                        CudaTile_DIParameter<"DICompileUnitAttr">:$compileUnit,
                        OptionalParameter<"unsigned">:$scopeLine);
  let assemblyFormat = "`<` struct(params) `>`";
}

def CudaTile_DILexicalBlockAttr
    : CudaTile_DIAttr<"DILexicalBlock", "di_lexical_block"> {
  let summary = "debug info: a lexical block inside a subprogram";
  // `scope` is a subprogram or another lexical block (checked by verify).
  let parameters = (ins CudaTile_DIParameter<"::mlir::Attribute">:$scope,
                        CudaTile_DIParameter<"DIFileAttr">:$file,
                        "unsigned":$line,
                        OptionalParameter<"unsigned">:$column);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def CudaTile_DILocAttr
    : LocationAttrDef<CudaTile_Dialect, "DILoc"> {
  let mnemonic = "di_loc";
  let summary = "debug info: a source position inside a local scope";
  let description = [{
    An op location that also names the subprogram (or lexical block) it
    belongs to, which a plain `file:line:col` location cannot carry.
  }];
  let parameters = (ins
      AttrParameter<"::mlir::FileLineColLoc", "source position">:$sourceLoc,
      CudaTile_DIParameter<"::mlir::Attribute">:$scope);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEATTRS_TD
