; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r84_byte () Int)
(declare-fun r84_0 () Int)
(declare-fun byte () Int)
(declare-fun s83 () Int)
(declare-fun w85_byte () Int)
(declare-fun w85_0 () Int)
(assert
 (let (($x237 (= byte (+ (+ 0 (* 4 (+ 0 (* r84_0 1)))) r84_byte))))
 (and (and (>= r84_0 0) (< r84_0 s83)) (and (>= r84_byte 0) (< r84_byte 4)) $x237)))
(assert
 (let ((?x255 (+ (+ 0 (* 4 (+ (div s83 2) (* w85_0 1)))) w85_byte)))
 (and (and (>= w85_0 0) (< w85_0 (div s83 2))) (and (>= w85_byte 0) (< w85_byte 4)) (= byte ?x255))))
(assert
 (let (($x180 (= (mod (- (div (- byte 0) 4) (div s83 2)) 1) 0)))
 (let ((?x182 (div s83 2)))
 (let (($x105 (and (>= (- (div (- byte 0) 4) ?x182) 0) (< (div (- (div (- byte 0) 4) ?x182) 1) ?x182) $x180)))
 (or (or (<= ?x182 0) false) (not $x105))))))
(assert
 (>= s83 4))
(assert
 (let ((?x182 (div s83 2)))
 (<= ?x182 s83)))
(assert
 (let ((?x182 (div s83 2)))
 (let ((?x207 (* 2 ?x182)))
 (<= ?x207 s83))))
(assert
 (let ((?x182 (div s83 2)))
(<= 2 ?x182)))
(check-sat)
