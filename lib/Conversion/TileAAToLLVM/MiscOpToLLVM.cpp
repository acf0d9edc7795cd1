//===- MiscOpToLLVM.cpp - Grid queries, hints, globals, print, assert -----===//
//
// print and assert run in every thread like everything else, but a tile
// block prints once: thread 0 prints, with tiles first staged through
// shared memory so that it can read every element in row-major order.
// Output goes through vprintf, the CUDA runtime's device printf, which
// takes the format and a buffer of 8-byte arguments. assert calls
// __assertfail as CUDA's assert() does.
//
//===----------------------------------------------------------------------===//

#include "FloatConversions.h"
#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;

static LogicalResult lowerProgramId(aa::GetProgramIdOp op, KernelEmitter &em) {
  Type i32 = em.b.getI32Type();
  Value v;
  switch (op.getDim()) {
  case 0:
    v = NVVM::BlockIdXOp::create(em.b, em.loc, i32);
    break;
  case 1:
    v = NVVM::BlockIdYOp::create(em.b, em.loc, i32);
    break;
  default:
    v = NVVM::BlockIdZOp::create(em.b, em.loc, i32);
    break;
  }
  em.set(op.getResult(), {v});
  return success();
}

static LogicalResult lowerNumPrograms(aa::GetNumProgramsOp op,
                                      KernelEmitter &em) {
  Type i32 = em.b.getI32Type();
  Value v;
  switch (op.getDim()) {
  case 0:
    v = NVVM::GridDimXOp::create(em.b, em.loc, i32);
    break;
  case 1:
    v = NVVM::GridDimYOp::create(em.b, em.loc, i32);
    break;
  default:
    v = NVVM::GridDimZOp::create(em.b, em.loc, i32);
    break;
  }
  em.set(op.getResult(), {v});
  return success();
}

//===----------------------------------------------------------------------===//
// Module-level data
//===----------------------------------------------------------------------===//

static Type genericPtr(KernelEmitter &em) {
  return LLVM::LLVMPointerType::get(em.b.getContext());
}

/// A generic pointer to the module-level symbol `name` in `addrSpace`.
static Value addressOf(KernelEmitter &em, llvm::StringRef name,
                       unsigned addrSpace) {
  auto ptr = LLVM::LLVMPointerType::get(em.b.getContext(), addrSpace);
  Value p = LLVM::AddressOfOp::create(em.b, em.loc, ptr, name);
  return LLVM::AddrSpaceCastOp::create(em.b, em.loc, genericPtr(em), p);
}

/// A NUL-terminated string constant in global memory, shared by every use
/// of the same text.
static Value stringConstant(KernelEmitter &em, llvm::StringRef text) {
  std::string bytes = (text + llvm::StringRef("\0", 1)).str();
  unsigned count = 0;
  for (auto global : em.targetModule.getOps<LLVM::GlobalOp>()) {
    if (!global.getSymName().starts_with("__tileir_str_"))
      continue;
    ++count;
    if (auto value = dyn_cast_or_null<StringAttr>(global.getValueOrNull()))
      if (value.getValue() == bytes)
        return addressOf(em, global.getSymName(), 1);
  }
  std::string name = "__tileir_str_" + std::to_string(count);
  {
    OpBuilder::InsertionGuard guard(em.b);
    em.b.setInsertionPointToStart(em.targetModule.getBody());
    auto type = LLVM::LLVMArrayType::get(em.b.getI8Type(), bytes.size());
    LLVM::GlobalOp::create(em.b, em.loc, type, /*isConstant=*/true,
                           LLVM::Linkage::Internal, name,
                           em.b.getStringAttr(bytes), /*alignment=*/1,
                           /*addrSpace=*/1);
  }
  return addressOf(em, name, 1);
}

/// The memory image of a global's initial value: elements little-endian,
/// tf32 as f32, i1 as a byte, 4-bit elements two to a byte (element 2i in
/// the low nibble), as the interpreter lays globals out.
static std::string globalImage(DenseElementsAttr value) {
  Type elem = value.getElementType();
  unsigned bits = elem.getIntOrFloatBitWidth();
  std::string image;
  int64_t index = 0;
  for (Attribute a : value.getValues<Attribute>()) {
    llvm::APInt v;
    if (auto f = dyn_cast<FloatAttr>(a)) {
      v = f.getValue().bitcastToAPInt();
      if (elem.isTF32())
        v = v.zext(32).shl(13);
    } else {
      v = cast<IntegerAttr>(a).getValue();
    }
    uint64_t x = v.getZExtValue();
    if (bits == 4) {
      if (index % 2 == 0)
        image.push_back(char(x & 0xF));
      else
        image.back() = char(image.back() | (x & 0xF) << 4);
    } else {
      unsigned bytes = std::max(1u, v.getBitWidth() / 8);
      for (unsigned i = 0; i < bytes; ++i)
        image.push_back(char(x >> (8 * i)));
    }
    ++index;
  }
  return image;
}

LogicalResult mlir::tileir::tilegpu::lowerGlobal(Operation *op, ModuleOp target,
                                                 OpBuilder &b) {
  auto global = cast<aa::GlobalOp>(op);
  if (target.lookupSymbol(global.getSymName()))
    return success();
  auto value = cast<DenseElementsAttr>(global.getValue());
  std::string image = globalImage(value);
  if (image.empty())
    image.push_back(0); // LLVM has no zero-sized globals worth the name.
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(target.getBody());
  auto type = LLVM::LLVMArrayType::get(b.getI8Type(), image.size());
  auto linkage =
      global.getSymbolVisibility() == cuda_tile::SymbolVisibility::Private
          ? LLVM::Linkage::Internal
          : LLVM::Linkage::External;
  // The interpreter aligns globals to at least 16 bytes.
  uint64_t alignment = std::max<uint64_t>(global.getAlignment(), 16);
  LLVM::GlobalOp::create(b, global.getLoc(), type, global.getConstant(),
                         linkage, global.getSymName(), b.getStringAttr(image),
                         alignment, /*addrSpace=*/1);
  return success();
}

static LogicalResult lowerGetGlobal(aa::GetGlobalOp op, KernelEmitter &em) {
  auto global =
      SymbolTable::lookupNearestSymbolFrom<aa::GlobalOp>(op, op.getNameAttr());
  if (!global)
    return op.emitOpError("refers to no nv_tileaa.global named ")
           << op.getName();
  if (failed(lowerGlobal(global, em.targetModule, em.b)))
    return failure();
  em.set(op.getResult(), {addressOf(em, global.getSymName(), 1)});
  return success();
}

/// Per-CTA scratch that fits here lives in shared memory; larger or
/// `global` allocations come from the device heap.
static constexpr int64_t kSharedAllocaBytes = 4096;
/// Enough for any alignment a tile access asks for (TMA asks 128).
static constexpr int64_t kAllocaAlignment = 128;

static LogicalResult lowerAlloca(aa::AllocaOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type elem = op.getElementType();
  int64_t bits = isa<LLVM::LLVMPointerType>(elem)
                     ? 64
                     : int64_t(elem.getIntOrFloatBitWidth());
  int64_t bytes =
      std::max<int64_t>(1, llvm::divideCeil(op.getNumElem() * bits, 8));
  if (!op.getGlobal() && bytes <= kSharedAllocaBytes) {
    // Only this tile block (CTA) may use it: a shared-memory buffer of its
    // own, one per alloca.
    std::string name;
    for (unsigned i = 0;; ++i) {
      name = "__tileir_alloca_" + std::to_string(i);
      if (!em.targetModule.lookupSymbol(name))
        break;
    }
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(em.targetModule.getBody());
      auto type = LLVM::LLVMArrayType::get(b.getI8Type(), bytes);
      LLVM::GlobalOp::create(b, loc, type, /*isConstant=*/false,
                             LLVM::Linkage::Internal, name, Attribute(),
                             kAllocaAlignment, /*addrSpace=*/3);
    }
    em.set(op.getResult(), {addressOf(em, name, 3)});
    return success();
  }
  // Thread 0 allocates from the device heap (never freed: the buffer may
  // outlive the block when `global`) and shares the aligned pointer.
  Type ptr = genericPtr(em);
  Value first = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                     em.threadId(), em.i32Const(0));
  Value zero = em.i32Const(0);
  em.barrier();
  em.emitIf(first, [&] {
    Value raw =
        em.callExternal("malloc", ptr, {em.i64Const(bytes + kAllocaAlignment)});
    Value addr = LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), raw);
    addr = LLVM::AddOp::create(b, loc, addr, em.i64Const(kAllocaAlignment - 1));
    addr = LLVM::AndOp::create(b, loc, addr, em.i64Const(-kAllocaAlignment));
    em.storeShared(addr, zero, 8);
  });
  em.barrier();
  Value addr = em.loadShared(b.getI64Type(), zero, 8);
  em.set(op.getResult(), {LLVM::IntToPtrOp::create(b, loc, ptr, addr)});
  return success();
}

//===----------------------------------------------------------------------===//
// print
//===----------------------------------------------------------------------===//

namespace {
/// Accumulates one vprintf call: format text and 8-byte arguments.
struct PrintfCall {
  std::string format;
  llvm::SmallVector<Value> args;
};
} // namespace

/// Calls vprintf(format, args) with the arguments in a stack buffer of
/// 8-byte slots (each argument is an i64, a double or a pointer).
static void emitVprintf(KernelEmitter &em, llvm::StringRef format,
                        llvm::ArrayRef<Value> args) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type ptr = genericPtr(em);
  Value buffer;
  if (args.empty()) {
    buffer = LLVM::ZeroOp::create(b, loc, ptr);
  } else {
    {
      // In the entry block, so that the stack slot is static.
      OpBuilder::InsertionGuard guard(b);
      Block &entry = b.getInsertionBlock()->getParent()->front();
      b.setInsertionPointToStart(&entry);
      Value count = em.i32Const(args.size());
      buffer = LLVM::AllocaOp::create(b, loc, ptr, b.getI64Type(), count,
                                      /*alignment=*/8);
    }
    for (auto [i, a] : llvm::enumerate(args)) {
      Value slot = LLVM::GEPOp::create(b, loc, ptr, b.getI64Type(), buffer,
                                       ValueRange{em.i32Const(i)});
      LLVM::StoreOp::create(b, loc, a, slot, /*alignment=*/8);
    }
  }
  em.callExternal("vprintf", b.getI32Type(),
                  {stringConstant(em, format), buffer});
}

/// The interpreter's rule for one conversion: floats print as doubles with
/// the spec if it is a float conversion (else %f); integers as long long
/// with the conversion if it is an integer one (else %d), length modifiers
/// replaced by ll.
static std::string elementSpec(llvm::StringRef spec, bool isFloat,
                               bool &isSigned) {
  char conv = spec.back();
  if (isFloat) {
    isSigned = true;
    return llvm::StringRef("eEfFgGaA").contains(conv) ? spec.str() : "%f";
  }
  isSigned = !llvm::StringRef("uxXo").contains(conv);
  llvm::StringRef head = spec.drop_back().rtrim("hlLqjzt");
  return (head + "ll" +
          llvm::StringRef(
              llvm::StringRef("diuxXo").contains(conv) ? &conv : "d", 1))
      .str();
}

/// An element's vprintf argument: a double, or an i64 extended per the
/// conversion's signedness.
static Value printfArg(KernelEmitter &em, Value v, Type elem, bool isSigned) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  if (isa<FloatType>(elem)) {
    if (!elem.isF64())
      v = LLVM::FPExtOp::create(b, loc, b.getF64Type(),
                                emitExtendToF32(b, loc, v, elem));
    return v;
  }
  if (isa<LLVM::LLVMPointerType>(v.getType()))
    return LLVM::PtrToIntOp::create(b, loc, b.getI64Type(), v);
  unsigned width = v.getType().getIntOrFloatBitWidth();
  if (width == 64)
    return v;
  if (isSigned && width > 1)
    return LLVM::SExtOp::create(b, loc, b.getI64Type(), v);
  return LLVM::ZExtOp::create(b, loc, b.getI64Type(), v);
}

/// Prints a tile as nested brackets, row-major, ", " between elements (the
/// interpreter's layout): staged through shared memory chunk by chunk,
/// printed element by element by thread 0.
static void printTile(KernelEmitter &em, Value tile, llvm::StringRef spec,
                      Value isFirst) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  auto type = cast<RankedTensorType>(tile.getType());
  llvm::ArrayRef<int64_t> shape = type.getShape();
  Type elem = type.getElementType();
  const Parts &parts = em.get(tile);
  Type storage = parts.front().getType();
  int64_t n = type.getNumElements();
  int64_t rank = shape.size();
  bool isSigned;
  std::string format =
      "%s" + elementSpec(spec, isa<FloatType>(elem), isSigned) + "%s%s";
  Value opens = stringConstant(em, std::string(rank, '['));
  Value closes = stringConstant(em, std::string(rank, ']'));
  Value comma = stringConstant(em, ", ");
  Value nothing = stringConstant(em, "");
  llvm::SmallVector<int64_t> spans(rank);
  for (int64_t d = rank - 1, span = 1; d >= 0; --d)
    spans[d] = span *= shape[d];

  int64_t bytes = em.sharedBytes(storage);
  int64_t chunk = n;
  while (chunk > 1 && chunk * bytes > em.target.sharedBudgetBytes)
    chunk = llvm::divideCeil(chunk, 2);
  for (int64_t lo = 0; lo < n; lo += chunk) {
    int64_t size = std::min(chunk, n - lo);
    em.barrier();
    for (size_t k = 0; k < parts.size(); ++k) {
      Value e = em.elementIndex(n, k);
      Value local = LLVM::SubOp::create(b, loc, e, em.i32Const(lo));
      Value inChunk = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                           local, em.i32Const(size));
      em.emitIf(inChunk,
                [&] { em.storeShared(parts[k], local, chunk * bytes); });
    }
    em.barrier();
    em.emitIf(isFirst, [&] {
      em.emitLoop(em.i32Const(size), {}, [&](Value i, ValueRange) {
        Value e = LLVM::AddOp::create(b, loc, i, em.i32Const(lo));
        Value next = LLVM::AddOp::create(b, loc, e, em.i32Const(1));
        // Brackets open at multiples of each dimension's span and close
        // before the next one.
        auto countMultiples = [&](Value x) {
          Value count = em.i32Const(0);
          for (int64_t span : spans) {
            Value rem = LLVM::URemOp::create(b, loc, x, em.i32Const(span));
            Value is = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                            rem, em.i32Const(0));
            count = LLVM::AddOp::create(
                b, loc, count,
                LLVM::ZExtOp::create(b, loc, b.getI32Type(), is));
          }
          return count;
        };
        auto tail = [&](Value str, Value count) {
          Value skip = LLVM::SubOp::create(b, loc, em.i32Const(rank), count);
          return LLVM::GEPOp::create(b, loc, genericPtr(em), b.getI8Type(), str,
                                     ValueRange{skip})
              .getResult();
        };
        Value last = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq, next,
                                          em.i32Const(n));
        Value v = em.loadShared(storage, i, chunk * bytes);
        emitVprintf(em, format,
                    {tail(opens, countMultiples(e)),
                     printfArg(em, v, elem, isSigned),
                     tail(closes, countMultiples(next)),
                     LLVM::SelectOp::create(b, loc, last, nothing, comma)});
        return llvm::SmallVector<Value>();
      });
    });
  }
}

/// Walks the format as the interpreter does: each conversion consumes the
/// next argument (none left: it prints nothing), %% is a percent sign.
/// Scalars join the surrounding text in one vprintf; tiles print alone.
static LogicalResult lowerPrint(aa::PrintOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  llvm::StringRef format = op.getStr();
  auto args = op.getArgs();
  Value isFirst = LLVM::ICmpOp::create(b, em.loc, LLVM::ICmpPredicate::eq,
                                       em.threadId(), em.i32Const(0));
  PrintfCall pending;
  auto flush = [&] {
    if (pending.format.empty())
      return;
    em.emitIf(isFirst, [&] { emitVprintf(em, pending.format, pending.args); });
    pending = PrintfCall();
  };
  unsigned next = 0;
  for (size_t i = 0; i < format.size(); ++i) {
    if (format[i] != '%') {
      pending.format += format[i];
      continue;
    }
    if (i + 1 < format.size() && format[i + 1] == '%') {
      pending.format += "%%";
      ++i;
      continue;
    }
    size_t end = format.find_first_of("diuxXoeEfFgGaAcsp", i + 1);
    if (end == llvm::StringRef::npos)
      end = format.size() - 1;
    llvm::StringRef spec = format.slice(i, end + 1);
    i = end;
    if (next >= args.size())
      continue;
    Value arg = args[next++];
    if (isa<RankedTensorType>(arg.getType())) {
      flush();
      printTile(em, arg, spec, isFirst);
      continue;
    }
    bool isSigned;
    pending.format +=
        elementSpec(spec, isa<FloatType>(arg.getType()), isSigned);
    Value value = em.get(arg).front();
    pending.args.push_back(printfArg(em, value, arg.getType(), isSigned));
  }
  flush();
  em.set(op.getResultToken(), {});
  return success();
}

//===----------------------------------------------------------------------===//
// Token-chain fences (13.4)
//===----------------------------------------------------------------------===//

/// griddepcontrol.wait / .launch_dependents: sm_90+ only; below, programmatic
/// dependent launch does not exist and the ops are no-ops (the spec says
/// so). The token ordering around them (KernelEmitter::emitOp) still
/// applies.
template <typename OpT>
static LogicalResult lowerGdc(OpT op, KernelEmitter &em) {
  if (em.target.computeCapability >= 90)
    NVVM::GriddepcontrolOp::create(
        em.b, em.loc,
        std::is_same_v<OpT, aa::GdcWaitOp>
            ? NVVM::GridDepActionKind::wait
            : NVVM::GridDepActionKind::launch_dependents);
  em.set(op.getResultToken(), {});
  return success();
}

/// fence.proxy.alias (PTX ISA: sm_70+): orders this thread's accesses made
/// through different virtual addresses of the same memory.
static LogicalResult lowerFenceProxyAlias(aa::FenceProxyAliasOp op,
                                          KernelEmitter &em) {
  NVVM::FenceProxyOp::create(em.b, em.loc, NVVM::ProxyKind::alias,
                             NVVM::SharedSpaceAttr());
  em.set(op.getResultToken(), {});
  return success();
}

//===----------------------------------------------------------------------===//
// assert
//===----------------------------------------------------------------------===//

/// If any element is false, the threads holding one (primary copies only)
/// call __assertfail(message, file, line, function, 1) like CUDA's assert,
/// which reports and aborts the kernel.
static LogicalResult lowerAssert(aa::AssertOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  const Parts &cond = em.get(op.getCondition());
  int64_t n = em.numElements(op.getCondition().getType());
  Value failed = em.intConst(b.getI1Type(), 0);
  for (size_t k = 0; k < cond.size(); ++k) {
    Value bad =
        LLVM::XOrOp::create(b, loc, cond[k], em.intConst(b.getI1Type(), 1));
    if (Value primary = em.primaryPredicate(n, k))
      bad = LLVM::AndOp::create(b, loc, bad, primary);
    failed = LLVM::OrOp::create(b, loc, failed, bad);
  }
  llvm::StringRef file = "<unknown>";
  unsigned line = 0;
  if (auto fileLoc = op.getLoc()->findInstanceOf<FileLineColLoc>()) {
    file = fileLoc.getFilename();
    line = fileLoc.getLine();
  }
  auto func = op->getParentOfType<aa::FuncOp>();
  std::string function = func ? func.getSymName().str() : "<kernel>";
  em.emitIf(failed, [&] {
    Type ptr = genericPtr(em);
    auto fnType = LLVM::LLVMFunctionType::get(
        LLVM::LLVMVoidType::get(b.getContext()),
        {ptr, ptr, b.getI32Type(), ptr, b.getI64Type()});
    auto fn = em.targetModule.lookupSymbol<LLVM::LLVMFuncOp>("__assertfail");
    if (!fn) {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(em.targetModule.getBody());
      fn = LLVM::LLVMFuncOp::create(b, loc, "__assertfail", fnType);
    }
    LLVM::CallOp::create(b, loc, fn,
                         ValueRange{stringConstant(em, op.getMessage()),
                                    stringConstant(em, file), em.i32Const(line),
                                    stringConstant(em, function),
                                    em.i64Const(1)});
    LLVM::Trap::create(b, loc);
  });
  return success();
}

void mlir::tileir::tilegpu::registerMiscLowerings(LoweringTable &t) {
  t.add<aa::GetProgramIdOp>(lowerProgramId);
  t.add<aa::GetNumProgramsOp>(lowerNumPrograms);
  // Hints carry no code: the value passes through.
  t.add<aa::AssumeOp>([](aa::AssumeOp op, KernelEmitter &em) {
    em.set(op.getResult(), em.get(op.getValue()));
    return success();
  });
  // An unspecified value (e.g. a load whose every lane is masked off) is 0,
  // as in the interpreter; LLVM poison would make a branch on it undefined.
  t.add<ub::PoisonOp>([](ub::PoisonOp op, KernelEmitter &em) {
    Parts parts;
    for (Type part : em.partTypes(op.getType()))
      parts.push_back(em.zero(part));
    em.set(op.getResult(), parts);
    return success();
  });
  t.add<aa::GetGlobalOp>(lowerGetGlobal);
  t.add<aa::AllocaOp>(lowerAlloca);
  t.add<aa::PrintOp>(lowerPrint);
  t.add<aa::GdcWaitOp>(lowerGdc<aa::GdcWaitOp>);
  t.add<aa::GdcLaunchDependentsOp>(lowerGdc<aa::GdcLaunchDependentsOp>);
  t.add<aa::FenceProxyAliasOp>(lowerFenceProxyAlias);
  t.add<aa::AssertOp>(lowerAssert);
}
