; program softmax_rows_half, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r491_byte () Int)
(declare-fun r491_1 () Int)
(declare-fun r491_0 () Int)
(declare-fun byte () Int)
(declare-fun w492_byte () Int)
(declare-fun w492_1 () Int)
(declare-fun w492_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s493_byte () Int)
(declare-fun s493_1 () Int)
(declare-fun s493_0 () Int)
(assert
 (let ((?x1205 (+ 0 (* 4 (+ 0 (+ (* r491_0 16) (* r491_1 1)))))))
 (and (and (>= r491_0 0) (< r491_0 8)) (and (>= r491_1 0) (< r491_1 16)) (and (>= r491_byte 0) (< r491_byte 4)) (= byte (+ ?x1205 r491_byte)))))
(assert
 (let ((?x1034 (+ 0 (* 4 (+ 0 (+ (* w492_0 16) (* w492_1 1)))))))
 (and (and (>= w492_0 0) (< w492_0 4)) (and (>= w492_1 0) (< w492_1 16)) (and (>= w492_byte 0) (< w492_byte 4)) (= byte (+ ?x1034 w492_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x1205 (+ 0 (* 4 (+ 0 (+ (* r491_0 16) (* r491_1 1)))))))
 (= observed (+ ?x1205 held_byte))))
(assert
 (let ((?x196 (+ 0 (* 4 (+ 0 (+ (* s493_0 16) (* s493_1 1)))))))
 (and (and (>= s493_0 0) (< s493_0 8)) (and (>= s493_1 0) (< s493_1 16)) (and (>= s493_byte 0) (< s493_byte 4)) (= observed (+ ?x196 s493_byte)))))
(assert
 (let (($x1054 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x677 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x952 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 4) $x677 $x1054)))
(or (or false) (not $x952))))))
(check-sat)
