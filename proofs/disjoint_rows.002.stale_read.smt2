; program disjoint_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r41_byte () Int)
(declare-fun r41_1 () Int)
(declare-fun r41_0 () Int)
(declare-fun byte () Int)
(declare-fun w42_byte () Int)
(declare-fun w42_0 () Int)
(assert
 (let ((?x67 (+ 0 (* 4 (+ 0 (+ (* r41_0 8) (* r41_1 1)))))))
 (and (and (>= r41_0 0) (< r41_0 4)) (and (>= r41_1 0) (< r41_1 8)) (and (>= r41_byte 0) (< r41_byte 4)) (= byte (+ ?x67 r41_byte)))))
(assert
 (let (($x56 (= byte (+ (+ 0 (* 4 (+ 16 (* w42_0 1)))) w42_byte))))
 (and (and (>= w42_0 0) (< w42_0 8)) (and (>= w42_byte 0) (< w42_byte 4)) $x56)))
(assert
 (let (($x200 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x98 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x93 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x98 $x200)))
(or (or false) (not $x93))))))
(check-sat)
