; program disjoint_rows_kernel, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=select_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r49_byte () Int)
(declare-fun r49_1 () Int)
(declare-fun r49_0 () Int)
(declare-fun byte () Int)
(declare-fun w50_byte () Int)
(declare-fun w50_0 () Int)
(assert
 (let ((?x161 (+ 0 (* 4 (+ 0 (+ (* r49_0 8) (* r49_1 1)))))))
 (and (and (>= r49_0 0) (< r49_0 4)) (and (>= r49_1 0) (< r49_1 8)) (and (>= r49_byte 0) (< r49_byte 4)) (= byte (+ ?x161 r49_byte)))))
(assert
 (let (($x143 (= byte (+ (+ 0 (* 4 (+ 8 (* w50_0 1)))) w50_byte))))
 (and (and (>= w50_0 0) (< w50_0 8)) (and (>= w50_byte 0) (< w50_byte 4)) $x143)))
(assert
 (let (($x193 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x182 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x196 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x182 $x193)))
(or (or false) (not $x196))))))
(check-sat)
