; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r256_byte () Int)
(declare-fun r256_1 () Int)
(declare-fun r256_0 () Int)
(declare-fun byte () Int)
(declare-fun w257_byte () Int)
(declare-fun w257_0 () Int)
(assert
 (let ((?x674 (+ 0 (* 4 (+ 0 (+ (* r256_0 8) (* r256_1 1)))))))
 (and (and (>= r256_0 0) (< r256_0 4)) (and (>= r256_1 0) (< r256_1 8)) (and (>= r256_byte 0) (< r256_byte 4)) (= byte (+ ?x674 r256_byte)))))
(assert
 (let (($x1271 (= byte (+ (+ 0 (* 4 (+ 8 (* w257_0 1)))) w257_byte))))
 (and (and (>= w257_0 0) (< w257_0 8)) (and (>= w257_byte 0) (< w257_byte 4)) $x1271)))
(assert
 (let (($x1051 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x972 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x514 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x972 $x1051)))
(or (or false) (not $x514))))))
(check-sat)
