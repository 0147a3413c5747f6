; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r48_byte () Int)
(declare-fun r48_1 () Int)
(declare-fun r48_0 () Int)
(declare-fun byte () Int)
(declare-fun w49_byte () Int)
(declare-fun w49_0 () Int)
(assert
 (let ((?x144 (+ 0 (* 4 (+ 0 (+ (* r48_0 8) (* r48_1 1)))))))
 (and (and (>= r48_0 0) (< r48_0 4)) (and (>= r48_1 0) (< r48_1 8)) (and (>= r48_byte 0) (< r48_byte 4)) (= byte (+ ?x144 r48_byte)))))
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 8 (* w49_0 1)))) w49_byte))))
 (and (and (>= w49_0 0) (< w49_0 8)) (and (>= w49_byte 0) (< w49_byte 4)) $x143)))
(assert
 (let (($x116 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x60 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x180 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x60 $x116)))
(or (or false) (not $x180))))))
(check-sat)
