; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r647_byte () Int)
(declare-fun r647_0 () Int)
(declare-fun byte () Int)
(declare-fun w648_byte () Int)
(declare-fun w648_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s649_byte () Int)
(declare-fun s649_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s650_byte () Int)
(declare-fun s650_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s651_byte () Int)
(declare-fun s651_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s652_byte () Int)
(declare-fun s652_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s653_byte () Int)
(declare-fun s653_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s654_byte () Int)
(declare-fun s654_0 () Int)
(assert
 (let (($x236 (= byte (+ (+ 0 (* 4 (+ 0 (* r647_0 1)))) r647_byte))))
 (and (and (>= r647_0 0) (< r647_0 16)) (and (>= r647_byte 0) (< r647_byte 4)) $x236)))
(assert
 (let (($x639 (= byte (+ (+ 0 (* 4 (+ 0 (* w648_0 1)))) w648_byte))))
 (and (and (>= w648_0 0) (< w648_0 4)) (and (>= w648_byte 0) (< w648_byte 4)) $x639)))
(assert
 (let (($x632 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x632)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r647_0 1)))) held_byte0)))
(assert
 (let (($x487 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s649_0 1)))) s649_byte))))
 (and (and (>= s649_0 0) (< s649_0 16)) (and (>= s649_byte 0) (< s649_byte 4)) $x487)))
(assert
 (let (($x485 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x485)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s649_0 1)))) held_byte1)))
(assert
 (let (($x637 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s650_0 1)))) s650_byte))))
 (and (and (>= s650_0 0) (< s650_0 16)) (and (>= s650_byte 0) (< s650_byte 4)) $x637)))
(assert
 (let (($x493 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x493)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s650_0 1)))) held_byte2)))
(assert
 (let (($x601 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s651_0 1)))) s651_byte))))
 (and (and (>= s651_0 0) (< s651_0 4)) (and (>= s651_byte 0) (< s651_byte 4)) $x601)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s651_0 1)))) held_byte3)))
(assert
 (let (($x640 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s652_0 1)))) s652_byte))))
 (and (and (>= s652_0 0) (< s652_0 16)) (and (>= s652_byte 0) (< s652_byte 4)) $x640)))
(assert
 (let (($x331 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x331)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s652_0 1)))) held_byte4)))
(assert
 (let (($x671 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s653_0 1)))) s653_byte))))
 (and (and (>= s653_0 0) (< s653_0 16)) (and (>= s653_byte 0) (< s653_byte 4)) $x671)))
(assert
 (let (($x416 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x416)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s653_0 1)))) held_byte5)))
(assert
 (let (($x524 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s654_0 1)))) s654_byte))))
 (and (and (>= s654_0 0) (< s654_0 16)) (and (>= s654_byte 0) (< s654_byte 4)) $x524)))
(assert
 (let (($x677 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x310 (or false)))
(or $x310 (not $x677)))))
(check-sat)
