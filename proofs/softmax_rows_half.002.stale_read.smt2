; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r492_byte () Int)
(declare-fun r492_1 () Int)
(declare-fun r492_0 () Int)
(declare-fun byte () Int)
(declare-fun w493_byte () Int)
(declare-fun w493_1 () Int)
(declare-fun w493_0 () Int)
(assert
 (let ((?x545 (+ 0 (* 4 (+ 0 (+ (* r492_0 16) (* r492_1 1)))))))
 (and (and (>= r492_0 0) (< r492_0 8)) (and (>= r492_1 0) (< r492_1 16)) (and (>= r492_byte 0) (< r492_byte 4)) (= byte (+ ?x545 r492_byte)))))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* w493_0 16) (* w493_1 1)))))))
 (and (and (>= w493_0 0) (< w493_0 4)) (and (>= w493_1 0) (< w493_1 16)) (and (>= w493_byte 0) (< w493_byte 4)) (= byte (+ ?x189 w493_byte)))))
(assert
 (let (($x1145 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1069 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x1050 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x1069 $x1145)))
(or (or false) (not $x1050))))))
(check-sat)
