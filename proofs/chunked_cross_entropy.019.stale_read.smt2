; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r689_byte () Int)
(declare-fun r689_0 () Int)
(declare-fun byte () Int)
(declare-fun w690_byte () Int)
(declare-fun w690_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s691_byte () Int)
(declare-fun s691_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s692_byte () Int)
(declare-fun s692_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s693_byte () Int)
(declare-fun s693_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s694_byte () Int)
(declare-fun s694_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s695_byte () Int)
(declare-fun s695_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s696_byte () Int)
(declare-fun s696_0 () Int)
(assert
 (let (($x145 (= byte (+ (+ 0 (* 4 (+ 0 (* r689_0 1)))) r689_byte))))
 (and (and (>= r689_0 0) (< r689_0 16)) (and (>= r689_byte 0) (< r689_byte 4)) $x145)))
(assert
 (let (($x226 (= byte (+ (+ 0 (* 4 (+ 4 (* w690_0 1)))) w690_byte))))
 (and (and (>= w690_0 0) (< w690_0 4)) (and (>= w690_byte 0) (< w690_byte 4)) $x226)))
(assert
 (let (($x536 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x536)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r689_0 1)))) held_byte0)))
(assert
 (let (($x580 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s691_0 1)))) s691_byte))))
 (and (and (>= s691_0 0) (< s691_0 16)) (and (>= s691_byte 0) (< s691_byte 4)) $x580)))
(assert
 (let (($x102 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x102)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s691_0 1)))) held_byte1)))
(assert
 (let (($x108 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s692_0 1)))) s692_byte))))
 (and (and (>= s692_0 0) (< s692_0 16)) (and (>= s692_byte 0) (< s692_byte 4)) $x108)))
(assert
 (let (($x468 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x468)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s692_0 1)))) held_byte2)))
(assert
 (let (($x299 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s693_0 1)))) s693_byte))))
 (and (and (>= s693_0 0) (< s693_0 16)) (and (>= s693_byte 0) (< s693_byte 4)) $x299)))
(assert
 (let (($x604 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x604)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s693_0 1)))) held_byte3)))
(assert
 (let (($x602 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s694_0 1)))) s694_byte))))
 (and (and (>= s694_0 0) (< s694_0 16)) (and (>= s694_byte 0) (< s694_byte 4)) $x602)))
(assert
 (let (($x644 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x644)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s694_0 1)))) held_byte4)))
(assert
 (let (($x185 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s695_0 1)))) s695_byte))))
 (and (and (>= s695_0 0) (< s695_0 4)) (and (>= s695_byte 0) (< s695_byte 4)) $x185)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s695_0 1)))) held_byte5)))
(assert
 (let (($x529 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s696_0 1)))) s696_byte))))
(and (and (>= s696_0 0) (< s696_0 16)) (and (>= s696_byte 0) (< s696_byte 4)) $x529)))
(check-sat)
