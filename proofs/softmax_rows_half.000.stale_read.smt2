; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r486_byte () Int)
(declare-fun r486_1 () Int)
(declare-fun r486_0 () Int)
(declare-fun byte () Int)
(declare-fun w487_byte () Int)
(declare-fun w487_1 () Int)
(declare-fun w487_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s488_byte () Int)
(declare-fun s488_1 () Int)
(declare-fun s488_0 () Int)
(assert
 (let ((?x1187 (+ 0 (* 4 (+ 0 (+ (* r486_0 16) (* r486_1 1)))))))
 (and (and (>= r486_0 0) (< r486_0 8)) (and (>= r486_1 0) (< r486_1 16)) (and (>= r486_byte 0) (< r486_byte 4)) (= byte (+ ?x1187 r486_byte)))))
(assert
 (let ((?x189 (+ 0 (* 4 (+ 0 (+ (* w487_0 16) (* w487_1 1)))))))
 (and (and (>= w487_0 0) (< w487_0 4)) (and (>= w487_1 0) (< w487_1 16)) (and (>= w487_byte 0) (< w487_byte 4)) (= byte (+ ?x189 w487_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1187 (+ 0 (* 4 (+ 0 (+ (* r486_0 16) (* r486_1 1)))))))
 (= observed (+ ?x1187 held_byte))))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 64 (+ (* s488_0 16) (* s488_1 1)))))))
 (and (and (>= s488_0 0) (< s488_0 4)) (and (>= s488_1 0) (< s488_1 16)) (and (>= s488_byte 0) (< s488_byte 4)) (= observed (+ ?x604 s488_byte)))))
(assert
 (let (($x1145 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x1069 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x704 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x1069 $x1145)))
(or (or false) (not $x704))))))
(check-sat)
