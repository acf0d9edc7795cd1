//===- OpLayouts.cpp - Per-opcode encoding table --------------------------===//
//
// One row per opcode, transcribed from the layout column of §16 of
// docs/design/bytecode-format.md (which follows NVIDIA's frozen registries:
// attribute/operand write order is NVIDIA's ODS declaration order, not
// necessarily ours). Attribute names are the names in our ODS.
//
//===----------------------------------------------------------------------===//

#include "tileir/Bytecode/Encoding.h"

#include "llvm/ADT/StringMap.h"

using namespace mlir::tileir::bytecode;

namespace {
using V = TileIRVersion;
constexpr V V1 = V::V13_1, V2 = V::V13_2, V3 = V::V13_3, V4 = V::V13_4,
            V5 = V::V13_5;
constexpr V T0 = V::V250_0, T1 = V::V250_1;

Field R(unsigned n) { return {FieldKind::Results, nullptr, -1, V1, {}, n}; }
Field RV() { return {FieldKind::VarResults}; }
Field F(V since = V1) { return {FieldKind::Flags, nullptr, -1, since}; }
Field E(const char *name, EnumKind kind, int64_t def = -1, V since = V1) {
  return {FieldKind::Enum, name, -1, since, kind, 0, def};
}
Field EOpt(const char *name, EnumKind kind, int8_t bit, V since = V1) {
  return {FieldKind::Enum, name, bit, since, kind};
}
Field U(const char *name, unsigned width) {
  return {FieldKind::Int, name, -1, V1, {}, width};
}
/// An integer attribute added after its op: dropped from older files while
/// it holds its default.
Field UNew(const char *name, unsigned width, V since, int64_t def) {
  return {FieldKind::Int, name, -1, since, {}, width, def};
}
Field UOpt(const char *name, unsigned width, int8_t bit, V since = V1) {
  return {FieldKind::Int, name, bit, since, {}, width};
}
Field B(const char *name) { return {FieldKind::Bool, name}; }
Field S(const char *name) { return {FieldKind::Str, name}; }
Field Sym(const char *name) { return {FieldKind::SymRef, name}; }
Field I32A(const char *name) { return {FieldKind::I32Array, name}; }
Field K(const char *name) { return {FieldKind::Const, name}; }
Field X(const char *name) { return {FieldKind::SelfAttr, name}; }
Field XOpt(const char *name, int8_t bit, V since = V1) {
  return {FieldKind::SelfAttr, name, bit, since};
}
Field XA(const char *name) { return {FieldKind::AttrArray, name}; }
Field H(const char *name, int8_t bit) { return {FieldKind::Hints, name, bit}; }
Field Unit(const char *name, int8_t bit, V since = V1) {
  return {FieldKind::Unit, name, bit, since};
}
Field O() { return {FieldKind::Operand}; }
Field OV() { return {FieldKind::VarOperand}; }
Field OO(int8_t bit, const char *name = nullptr, V since = V1) {
  return {FieldKind::OptOperand, name, bit, since};
}
Field ALL() { return {FieldKind::AllOperands}; }
Field REG(unsigned n) { return {FieldKind::Regions, nullptr, -1, V1, {}, n}; }
/// 13.4's inbounds array, one bool per operand of group `indexGroup`.
Field IB(unsigned indexGroup) {
  return {FieldKind::Inbounds, "inbounds", -1, V4, {}, indexGroup};
}

constexpr EnumKind Rnd = EnumKind::RoundingMode;
constexpr EnumKind Sgn = EnumKind::Signedness;
constexpr EnumKind Ovf = EnumKind::IntegerOverflow;
constexpr EnumKind Ord = EnumKind::MemoryOrdering;
constexpr EnumKind Scp = EnumKind::MemoryScope;
constexpr EnumKind Rmw = EnumKind::AtomicRMWMode;
// Rounding/overflow defaults, as bytecode values.
constexpr int64_t kNearestEven = 0, kZero = 1, kFull = 5, kNearestIntToZero = 6;
constexpr int64_t kNoOverflow = 0;

OpLayout op(uint64_t opcode, const char *name, V since,
            std::vector<Field> fields, bool segments = false) {
  return {opcode,           name, since, kLatestVersion, segments, false,
          std::move(fields)};
}
OpLayout unary(uint64_t opcode, const char *name, V since = V1) {
  return op(opcode, name, since, {R(1), O()});
}
OpLayout binary(uint64_t opcode, const char *name, V since = V1) {
  return op(opcode, name, since, {R(1), O(), O()});
}
OpLayout rounded(uint64_t opcode, const char *name) {
  return op(opcode, name, V1,
            {R(1), F(), E("rounding_mode", Rnd, kNearestEven),
             Unit("flush_to_zero", 0), O(), O()});
}
OpLayout overflow(uint64_t opcode, const char *name) {
  return op(opcode, name, V1,
            {R(1), E("overflow", Ovf, kNoOverflow), O(), O()});
}
OpLayout signedBinary(uint64_t opcode, const char *name) {
  return op(opcode, name, V1, {R(1), E("signedness", Sgn), O(), O()});
}
OpLayout terminatorLike(uint64_t opcode, const char *name) {
  return op(opcode, name, V1, {RV(), ALL()});
}
OpLayout topLevel(uint64_t opcode, const char *name) {
  return {opcode, name, V1, kLatestVersion, false, true, {}};
}

std::vector<OpLayout> buildLayouts() {
  std::vector<OpLayout> t;
  t.push_back(unary(0x00, "absf"));
  t.push_back(unary(0x01, "absi"));
  t.push_back(rounded(0x02, "addf"));
  t.push_back(overflow(0x03, "addi"));
  t.push_back(binary(0x04, "andi"));
  t.push_back(op(0x05, "assert", V1, {S("message"), O()}));
  t.push_back(op(0x06, "assume", V1, {R(1), X("predicate"), O()}));
  t.push_back(op(0x07, "atomic_cas_tko", V1,
                 {R(2), F(), E("memory_ordering_semantics", Ord),
                  E("memory_scope", Scp), O(), O(), O(), OO(0), OO(1)},
                 /*segments=*/true));
  t.push_back(
      op(0x08, "atomic_rmw_tko", V1,
         {R(2), F(), E("memory_ordering_semantics", Ord),
          E("memory_scope", Scp), E("mode", Rmw), O(), O(), OO(0), OO(1)},
         /*segments=*/true));
  t.push_back(unary(0x09, "bitcast"));
  t.push_back(terminatorLike(0x0A, "break"));
  t.push_back(unary(0x0B, "broadcast"));
  t.push_back(op(0x0C, "cat", V1, {R(1), U("dim", 64), O(), O()}));
  t.push_back(unary(0x0D, "ceil"));
  t.push_back(
      op(0x0E, "cmpf", V1,
         {R(1), E("comparison_predicate", EnumKind::ComparisonPredicate),
          E("comparison_ordering", EnumKind::ComparisonOrdering), O(), O()}));
  t.push_back(
      op(0x0F, "cmpi", V1,
         {R(1), E("comparison_predicate", EnumKind::ComparisonPredicate),
          E("signedness", Sgn), O(), O()}));
  t.push_back(op(0x10, "constant", V1, {R(1), K("value")}));
  t.push_back(terminatorLike(0x11, "continue"));
  t.push_back(unary(0x12, "cos"));
  t.push_back(unary(0x13, "cosh"));
  t.push_back(rounded(0x14, "divf"));
  t.push_back(
      op(0x15, "divi", V1,
         {R(1), E("signedness", Sgn), E("rounding", Rnd, kZero), O(), O()}));
  t.push_back(topLevel(0x16, "entry"));
  t.push_back(
      op(0x17, "exp", V1, {R(1), E("rounding_mode", Rnd, kFull, V3), O()}));
  t.push_back(op(0x18, "exp2", V1, {R(1), F(), Unit("flush_to_zero", 0), O()}));
  t.push_back(op(0x25, "exti", V1, {R(1), E("signedness", Sgn), O()}));
  t.push_back(terminatorLike(0x26, "extract"));
  t.push_back(unary(0x27, "floor"));
  t.push_back(op(0x28, "fma", V1,
                 {R(1), F(), E("rounding_mode", Rnd, kNearestEven),
                  Unit("flush_to_zero", 0), O(), O(), O()}));
  t.push_back(op(0x29, "for", V1,
                 {RV(), F(V2), Unit("unsignedCmp", 0, V2), ALL(), REG(1)}));
  t.push_back(
      op(0x2A, "ftof", V1, {R(1), E("rounding_mode", Rnd, kNearestEven), O()}));
  // 13.4 puts a flags word first; bit 0 is `saturating`.
  t.push_back(op(0x2B, "ftoi", V1,
                 {R(1), F(V4), Unit("saturating", 0, V4), E("signedness", Sgn),
                  E("rounding_mode", Rnd, kNearestIntToZero), O()}));
  t.push_back(op(0x2C, "get_global", V1, {R(1), Sym("name")}));
  t.push_back(op(0x2D, "get_index_space_shape", V1, {RV(), O()}));
  t.push_back(op(0x2E, "get_num_tile_blocks", V1, {R(3)}));
  t.push_back(op(0x2F, "get_tensor_shape", V1, {RV(), O()}));
  t.push_back(op(0x30, "get_tile_block_id", V1, {R(3)}));
  t.push_back(topLevel(0x31, "global"));
  t.push_back(op(0x32, "if", V1, {RV(), O(), REG(2)}));
  t.push_back(unary(0x33, "int_to_ptr"));
  t.push_back(op(0x3A, "iota", V1, {R(1)}));
  t.push_back(op(0x3B, "itof", V1,
                 {R(1), E("signedness", Sgn),
                  E("rounding_mode", Rnd, kNearestEven), O()}));
  t.push_back(terminatorLike(0x3C, "join_tokens"));
  t.push_back(op(0x3D, "load_ptr_tko", V1,
                 {R(2), F(), E("memory_ordering_semantics", Ord),
                  EOpt("memory_scope", Scp, 0), H("optimization_hints", 1), O(),
                  OO(2), OO(3), OO(4)},
                 /*segments=*/true));
  t.push_back(op(0x3E, "load_view_tko", V1,
                 {RV(), F(), E("memory_ordering_semantics", Ord),
                  EOpt("memory_scope", Scp, 0), H("optimization_hints", 1),
                  IB(1), O(), OV(), OO(2)},
                 /*segments=*/true));
  t.push_back(unary(0x3F, "log"));
  t.push_back(unary(0x40, "log2"));
  t.push_back(op(0x41, "loop", V1, {RV(), ALL(), REG(1)}));
  t.push_back(unary(0x42, "make_partition_view"));
  t.push_back(op(0x43, "make_tensor_view", V1, {RV(), O(), OV(), OV()},
                 /*segments=*/true));
  t.push_back(op(0x44, "make_token", V1, {R(1)}));
  t.push_back(op(0x45, "maxf", V1,
                 {R(1), F(), Unit("propagate_nan", 0), Unit("flush_to_zero", 1),
                  O(), O()}));
  t.push_back(signedBinary(0x46, "maxi"));
  t.push_back(op(0x47, "minf", V1,
                 {R(1), F(), Unit("propagate_nan", 0), Unit("flush_to_zero", 1),
                  O(), O()}));
  t.push_back(signedBinary(0x48, "mini"));
  t.push_back(op(0x49, "mmaf", V1,
                 {R(1), F(V3), Unit("fast_acc", 0, V3), O(), O(), O()}));
  t.push_back(op(0x4A, "mmai", V1,
                 {R(1), E("signedness_lhs", Sgn), E("signedness_rhs", Sgn), O(),
                  O(), O()}));
  t.push_back(topLevel(0x4B, "module"));
  t.push_back(rounded(0x4C, "mulf"));
  t.push_back(binary(0x4D, "mulhii"));
  t.push_back(overflow(0x4E, "muli"));
  t.push_back(unary(0x4F, "negf"));
  t.push_back(
      op(0x50, "negi", V1, {R(1), E("overflow", Ovf, kNoOverflow, V2), O()}));
  t.push_back(binary(0x51, "offset"));
  t.push_back(binary(0x52, "ori"));
  t.push_back(op(0x53, "permute", V1, {R(1), I32A("permutation"), O()}));
  // 13.4 renamed `pow` to `fpowf`, keeping the opcode. Either op is
  // written as 0x54 in every version; files older than 13.4 read back as
  // `pow`, 13.4 files as `fpowf` (the spelling each version's text uses).
  OpLayout pow = binary(0x54, "pow");
  pow.readUntil = V3;
  t.push_back(pow);
  OpLayout fpowf = binary(0x54, "fpowf");
  fpowf.readSince = V4;
  t.push_back(fpowf);
  // 13.2 renamed `print` to `print_tko` and gave it the token operand and
  // result; a 13.1 file holds the same op without them (NVIDIA has the one
  // op). Our dialect keeps the 13.1 op too, written with the same opcode.
  OpLayout printTko =
      op(0x55, "print_tko", V1,
         {RV(), F(V2), S("str"), OV(), OO(0, "token", V2)}, /*segments=*/true);
  printTko.lateResult = "result_token";
  printTko.lateResultSince = V2;
  t.push_back(printTko);
  OpLayout print = op(0x55, "print", V1, {RV(), S("str"), ALL()});
  print.until = V1;
  print.decodable = false;
  t.push_back(print);
  t.push_back(unary(0x56, "ptr_to_int"));
  t.push_back(unary(0x57, "ptr_to_ptr"));
  t.push_back(op(0x58, "reduce", V1,
                 {RV(), U("dim", 32), XA("identities"), ALL(), REG(1)}));
  t.push_back(binary(0x59, "remf"));
  t.push_back(signedBinary(0x5A, "remi"));
  t.push_back(unary(0x5B, "reshape"));
  t.push_back(terminatorLike(0x5C, "return"));
  t.push_back(
      op(0x5D, "rsqrt", V1, {R(1), F(), Unit("flush_to_zero", 0), O()}));
  t.push_back(
      op(0x5E, "scan", V1,
         {RV(), U("dim", 32), B("reverse"), XA("identities"), ALL(), REG(1)}));
  t.push_back(op(0x5F, "select", V1, {R(1), O(), O(), O()}));
  t.push_back(overflow(0x60, "shli"));
  t.push_back(signedBinary(0x61, "shri"));
  t.push_back(unary(0x62, "sin"));
  t.push_back(unary(0x63, "sinh"));
  t.push_back(op(0x64, "sqrt", V1,
                 {R(1), F(), E("rounding_mode", Rnd, kNearestEven),
                  Unit("flush_to_zero", 0), O()}));
  t.push_back(op(0x65, "store_ptr_tko", V1,
                 {R(1), F(), E("memory_ordering_semantics", Ord),
                  EOpt("memory_scope", Scp, 0), H("optimization_hints", 1), O(),
                  O(), OO(2), OO(3)},
                 /*segments=*/true));
  t.push_back(op(0x66, "store_view_tko", V1,
                 {RV(), F(), E("memory_ordering_semantics", Ord),
                  EOpt("memory_scope", Scp, 0), H("optimization_hints", 1),
                  IB(2), O(), O(), OV(), OO(2)},
                 /*segments=*/true));
  t.push_back(rounded(0x67, "subf"));
  t.push_back(overflow(0x68, "subi"));
  t.push_back(unary(0x69, "tan"));
  t.push_back(
      op(0x6A, "tanh", V1, {R(1), E("rounding_mode", Rnd, kFull, V2), O()}));
  t.push_back(
      op(0x6B, "trunci", V1, {R(1), E("overflow", Ovf, kNoOverflow), O()}));
  t.push_back(binary(0x6C, "xori"));
  t.push_back(terminatorLike(0x6D, "yield"));
  t.push_back(binary(0x6E, "atan2", V2));
  t.push_back(unary(0x6F, "pack", V3));
  t.push_back(unary(0x70, "unpack", V3));
  t.push_back(op(
      0x71, "alloca", V3,
      {R(1), F(), U("num_elem", 64), U("alignment", 64), Unit("global", 0)}));
  t.push_back(op(0x72, "mmaf_scaled", V3, {R(1), O(), O(), O(), O(), O()}));
  t.push_back(unary(0x73, "make_gather_scatter_view", V3));
  t.push_back(unary(0x74, "make_strided_view", V3));
  t.push_back(
      op(0x75, "atomic_red_view_tko", V3,
         {RV(), F(), E("memory_ordering_semantics", Ord),
          E("memory_scope", Scp), E("mode", Rmw), O(), OV(), O(), OO(0)},
         /*segments=*/true));
  t.push_back(op(0x76, "insert", V4, {RV(), ALL()}));
  t.push_back(op(0x77, "gdc_launch_dependents_tko", V4, {R(1), ALL()}));
  t.push_back(op(0x78, "gdc_wait_tko", V4, {R(1), ALL()}));
  t.push_back(binary(0x79, "fpowi", V4));
  t.push_back(unary(0x7A, "memory_fence_alias_tko", V4));
  // 13.5's multimem view ops. ⚠ NVIDIA's 13.5 opcode registry was not
  // public when this was written: the opcodes continue 13.4's numbering in
  // the release notes' order, and the fields follow the generator's rule
  // (attributes in declaration order, then operands); see
  // docs/design/bytecode-format.md §16.
  t.push_back(
      op(0x7B, "multimem_load_reduce_view_tko", V5,
         {RV(), F(), E("memory_ordering_semantics", Ord),
          EOpt("memory_scope", Scp, 0), E("mode", Rmw), O(), OV(), OO(1)},
         /*segments=*/true));
  t.push_back(
      op(0x7C, "multimem_reduce_view_tko", V5,
         {RV(), F(), E("memory_ordering_semantics", Ord),
          EOpt("memory_scope", Scp, 0), E("mode", Rmw), O(), OV(), O(), OO(1)},
         /*segments=*/true));
  t.push_back(op(0x7D, "multimem_store_view_tko", V5,
                 {RV(), F(), E("memory_ordering_semantics", Ord),
                  EOpt("memory_scope", Scp, 0), O(), O(), OV(), OO(1)},
                 /*segments=*/true));

  // NVIDIA's test ops (TILEIR_ENABLE_TESTING builds register them), in the
  // test versions only. Written as NVIDIA's generated writer does: the
  // flag bits go to 250.0's optional fields first, then to 250.1's
  // (attributes before operands within a version).
  t.push_back(op(0x3000, "testing$bytecode_test_new_attribute", T0,
                 {F(T1), Unit("new_flag", 0, T1),
                  UNew("new_param", 32, T1, /*default=*/42)}));
  OpLayout evolution =
      op(0x3002, "testing$bytecode_test_evolution", T0,
         {RV(), F(), UOpt("new_attr", 32, 1, T1),
          EOpt("priority", EnumKind::BytecodeTestPriority, 0),
          XOpt("test_attr", 2, T1), OV(), OO(3, "optional_token", T1)},
         /*segments=*/true);
  evolution.lateResult = "result_token";
  evolution.lateResultSince = T1;
  t.push_back(evolution);
  return t;
}

const std::vector<OpLayout> &getLayouts() {
  static const std::vector<OpLayout> layouts = buildLayouts();
  return layouts;
}
} // namespace

const OpLayout *mlir::tileir::bytecode::lookupOpLayout(uint64_t opcode,
                                                       TileIRVersion version) {
  for (const OpLayout &layout : getLayouts())
    if (layout.opcode == opcode && layout.decodable &&
        layout.since <= version && version <= layout.until &&
        layout.readSince <= version && version <= layout.readUntil)
      return &layout;
  return nullptr;
}

const OpLayout *mlir::tileir::bytecode::lookupOpLayout(llvm::StringRef name) {
  static const llvm::StringMap<const OpLayout *> byName = [] {
    llvm::StringMap<const OpLayout *> map;
    for (const OpLayout &layout : getLayouts())
      map[layout.name] = &layout;
    return map;
  }();
  return byName.lookup(name);
}

uint64_t mlir::tileir::bytecode::getMaxOpcode(TileIRVersion version) {
  switch (version) {
  case TileIRVersion::V13_1:
    return 0x6D;
  case TileIRVersion::V13_2:
    return 0x6E;
  case TileIRVersion::V13_3:
    return 0x75;
  case TileIRVersion::V13_4:
    return 0x7A;
  case TileIRVersion::V13_5:
    return 0x7D;
  case TileIRVersion::V250_0:
  case TileIRVersion::V250_1:
    return 0x3002;
  }
  return 0;
}
